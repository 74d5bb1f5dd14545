import type { Option } from '@/domain/options/option';
import { useFetch } from '@/lib/use-fetch';
import { getBarangays } from './api/get-barangays';
import { getPlaces } from './api/get-places';

type Doc = { data: { attributes: { code: string; name: string } }[] };
const toOptions = (doc: Doc): Option[] =>
  doc.data.map((p) => ({ value: p.attributes.code, label: p.attributes.name }));

/** Each level of the place look-up, by the code of the level above ('' for regions). */
export const PLACE_LOADERS = {
  region: (_: string, signal: AbortSignal) => getPlaces('region', undefined, signal).then(toOptions),
  province: (region: string, signal: AbortSignal) => getPlaces('province', region, signal).then(toOptions),
  municipality: (province: string, signal: AbortSignal) =>
    getPlaces('municipality', province, signal).then(toOptions),
  barangay: (municipality: string, signal: AbortSignal) => getBarangays(municipality, signal).then(toOptions),
} as const;

/** The options of one level once the level above is chosen; empty while loading or unchosen. */
export function usePlaceOptions(level: keyof typeof PLACE_LOADERS, parent: string | undefined): Option[] {
  const key = level === 'region' ? 'all' : parent;
  const { state } = useFetch(key ? `${level}:${key}` : null, (signal) =>
    PLACE_LOADERS[level](key ?? '', signal),
  );
  return key && state.status === 'ready' ? state.data : [];
}
