import * as v from 'valibot';
import { listOf, resourceOf } from './json-api';

/** `GET /api/v1/taxpayers/places?level=&parent_code=`: regions, provinces, cities/municipalities. */
export const placesList = listOf(
  resourceOf(
    'places',
    v.object({ code: v.string(), name: v.string(), level: v.string(), parent_code: v.nullable(v.string()) }),
  ),
);

/** `GET /api/v1/taxpayers/barangays?municipality_code=`. */
export const barangaysList = listOf(
  resourceOf('barangays', v.object({ code: v.string(), name: v.string(), municipality_code: v.string() })),
);
