import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationVector } from '@/domain/applications/business-permit-new.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { KINDS_DIR, PAGES } from './application-definitions';

// Every kind of the kinds folder with its vectors (`<sub-path>.vectors.ts`), found by folder: the
// server judges each payload through the engine's validate path as the web form does
// (src/domain/applications/kind-vectors.test.ts runs the same files on the web side).
const isVectorList = (value: unknown): value is readonly ApplicationVector[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof (v as ApplicationVector).name === 'string');

const KINDS = (
  await Promise.all(
    readdirSync(KINDS_DIR)
      .filter((file) => file.endsWith('.vectors.ts'))
      .map(async (file) => {
        const route = PAGES.get(file.slice(0, -'.vectors.ts'.length))?.route;
        const exported = (await import(`${KINDS_DIR}${file}`)) as Record<string, unknown>;
        const vectors = Object.values(exported).find(isVectorList);
        return route && vectors ? [[route, vectors] as const] : [];
      }),
  )
).flat();

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

describe('the kinds folder', () => {
  it('gives the kinds their vectors to run', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(18);
  });
});

for (const [route, vectors] of KINDS) {
  describe(`${route} on the server, by the shared vectors`, () => {
    for (const vector of vectors) {
      it(vector.name, async () => {
        const payer = await t.payer();
        const res = await t.request(
          'POST',
          `/api/v1/taxpayers/application_kinds/${route}/validate`,
          { ...payer.auth, 'Content-Type': 'application/json' },
          JSON.stringify({ payload: vector.payload }),
        );
        const body = (await res.json()) as { errors?: Record<string, string[]> };
        expect(Object.keys(body.errors ?? {}).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
        for (const [field, fragment] of Object.entries(vector.errors ?? {}))
          expect(body.errors?.[field]?.[0], field).toContain(fragment);
      });
    }
  });
}
