import { placesList } from '@/domain/contracts/places';
import { http } from '@/lib/http';

/** Regions, or the provinces of a region, or the cities/municipalities of a province. */
export const getPlaces = (
  level: 'region' | 'province' | 'municipality',
  parent?: string,
  signal?: AbortSignal,
) =>
  http.get('/api/v1/taxpayers/places', { query: { level, parent_code: parent }, schema: placesList, signal });
