import { barangaysList } from '@/domain/contracts/places';
import { http } from '@/lib/http';

/** The barangays of a city or municipality. */
export const getBarangays = (municipalityCode: string, signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/barangays', {
    query: { municipality_code: municipalityCode },
    schema: barangaysList,
    signal,
  });
