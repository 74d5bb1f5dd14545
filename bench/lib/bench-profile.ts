import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCH_NAMES } from './bench-account';

type Places = { data: { attributes: { code: string } }[] };

/** Sends a request with the session and returns the JSON of a 2xx answer; anything else throws. */
async function call(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as unknown;
}

/** A region, province and city that exist in the place lists: the first of each that has a child. */
async function birthPlace(baseUrl: string, token: string) {
  const codes = async (level: string, parent?: string) =>
    (
      (await call(
        baseUrl,
        token,
        `/api/v1/taxpayers/places?level=${level}${parent ? `&parent_code=${parent}` : ''}`,
      )) as Places
    ).data.map((place) => place.attributes.code);
  for (const region of await codes('region')) {
    for (const province of await codes('province', region)) {
      const [municipality] = await codes('municipality', province);
      if (municipality)
        return {
          place_of_birth_region_code: region,
          place_of_birth_province_code: province,
          place_of_birth_municipality_code: municipality,
        };
    }
  }
  throw new Error('no city in the place lists to be born in');
}

/**
 * Completes a new account's first-login profile as /profile-edit does (photo upload, birth date
 * and place), so the signed-in pages open instead of the forced profile visit. Returns the saved
 * profile's attributes, which the web keeps under `profile` in local storage.
 */
export async function completeBenchProfile(baseUrl: string, token: string): Promise<Record<string, unknown>> {
  const form = new FormData();
  const icon = await readFile(join(import.meta.dirname, '../../public/icons/icon-192.png'));
  form.append('file', new Blob([icon], { type: 'image/png' }), 'photo.png');
  const upload = (await call(baseUrl, token, '/api/v1/taxpayers/uploads', {
    method: 'POST',
    body: form,
  })) as {
    data: { cdnUrl: string };
  };
  const saved = (await call(baseUrl, token, '/api/v1/taxpayers/update/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...BENCH_NAMES,
      photo: upload.data.cdnUrl,
      birthdate: '1990-06-12',
      ...(await birthPlace(baseUrl, token)),
    }),
  })) as { data: { attributes: Record<string, unknown> } };
  return saved.data.attributes;
}
