import type { Option } from '@/domain/options/option';
import { getBarangays } from './api/get-barangays';
import { getPlaces } from './api/get-places';

const toOptions = (doc: { data: { attributes: { code: string; name: string } }[] }): Option[] =>
  doc.data.map((p) => ({ value: p.attributes.code, label: p.attributes.name }));

// Module-level so their identity is stable for useOptions' effect.
export const loadRegions = () => getPlaces('region').then(toOptions);
export const loadProvinces = (region: string) => getPlaces('province', region).then(toOptions);
export const loadMunicipalities = (province: string) => getPlaces('municipality', province).then(toOptions);
export const loadBarangays = (municipality: string) => getBarangays(municipality).then(toOptions);
