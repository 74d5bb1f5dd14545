import { httpClient } from '../lib/paced';
import type { ProbeContext } from '../lib/types';
import { loadProbe, type LoadTarget } from './api-load';

const API = '/api/v1/taxpayers';
type Doc = { data: { attributes: { code: string } }[] };

/**
 * Walks the whole PSGC once as the profile form would (regions → provinces → cities) and returns
 * a request list that repeats the cascade for every city in turn: its region's provinces, its
 * province's cities, its barangays — so the load reaches all ~1,650 cities, not one cached list.
 */
async function cascadeRequests({ baseUrl }: Pick<ProbeContext, 'baseUrl'>) {
  const client = httpClient(baseUrl, { maxSockets: 4, timeoutMs: 30_000 });
  const codes = async (path: string) => {
    const res = await client.send('GET', `${API}/${path}`);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return (JSON.parse(res.body) as Doc).data.map((row) => row.attributes.code);
  };
  const paths: string[] = [];
  try {
    for (const region of await codes('places?level=region')) {
      for (const province of await codes(`places?level=province&parent_code=${region}`)) {
        for (const city of await codes(`places?level=municipality&parent_code=${province}`)) {
          paths.push(
            `${API}/places?level=province&parent_code=${region}`,
            `${API}/places?level=municipality&parent_code=${province}`,
            `${API}/barangays?municipality_code=${city}`,
          );
        }
      }
    }
  } finally {
    client.close();
  }
  if (paths.length < 3 * 1_600) throw new Error(`only ${paths.length / 3} cities: is the PSGC imported?`);
  return { headers: {}, pathOf: (i: number) => paths[i % paths.length] ?? `${API}/places?level=region` };
}

/**
 * Issue 12's places budget: the place-of-birth and address cascade over the whole PSGC (42,011
 * barangays), p99 ≤ 20 ms at 300 req/s on the embedded database.
 */
export const PLACES: LoadTarget = {
  name: 'places',
  path: `${API}/places?level=region`,
  rate: 300,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 20,
  prepare: cascadeRequests,
};

/** `GET /api/v1/taxpayers/places` and `/barangays` along the cascade at 300 req/s. */
export const placesProbe = loadProbe(PLACES);
