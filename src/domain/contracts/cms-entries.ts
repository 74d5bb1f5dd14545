import * as v from 'valibot';
import { listOf, resourceOf } from './json-api';

/** `GET /api/v1/taxpayers/cms`: content entries whose body is a JSON string (§3). */
export const cmsEntries = listOf(resourceOf('cms', v.object({ type: v.string(), body: v.string() })));
