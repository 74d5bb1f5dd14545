import type { Option } from '@/domain/options/option';
import { useFetch } from '@/lib/use-fetch';

/**
 * Loads a list of options whenever `key` changes (e.g. the provinces of the chosen region); an
 * empty key means "nothing to load yet". Empty while loading or when the list could not be read.
 */
export function useOptions(
  key: string | undefined,
  load: (key: string, signal: AbortSignal) => Promise<Option[]>,
): Option[] {
  const { state } = useFetch(key || null, (signal) => load(key ?? '', signal));
  return key && state.status === 'ready' ? state.data : [];
}
