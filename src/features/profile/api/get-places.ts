import { placesList } from '@/domain/contracts/places';
import { http } from '@/lib/http';

export type PlaceLevel = 'region' | 'province' | 'municipality';

/**
 * Regions, or the provinces of a region, or the cities/municipalities of a province (PSGC codes).
 * A highly urbanised city is among its region's provinces, and then its own only city.
 */
export const getPlaces = (level: PlaceLevel, parentCode?: string, signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/places', {
    query: { level, parent_code: parentCode },
    schema: placesList,
    signal,
  });
