import type { Option } from '@/domain/options/option';
import { getBarangays } from './api/get-barangays';
import { getPlaces } from './api/get-places';

const toOptions = (doc: { data: { attributes: { code: string; name: string } }[] }): Option[] =>
  doc.data.map((p) => ({ value: p.attributes.code, label: p.attributes.name }));

export const loadRegions = (_key: string, signal?: AbortSignal) =>
  getPlaces('region', undefined, signal).then(toOptions);
export const loadProvinces = (region: string, signal?: AbortSignal) =>
  getPlaces('province', region, signal).then(toOptions);
export const loadMunicipalities = (province: string, signal?: AbortSignal) =>
  getPlaces('municipality', province, signal).then(toOptions);
export const loadBarangays = (municipality: string, signal?: AbortSignal) =>
  getBarangays(municipality, signal).then(toOptions);
