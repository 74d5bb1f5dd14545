import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PERMIT_NEW_VECTORS } from '@/domain/applications/business-permit-new.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';

let t: PaymentsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  auth = { ...(await t.payer()).auth, 'Content-Type': 'application/json' };
});
afterAll(() => t.close());

// The server side of the shared vectors (src/domain/applications runs the same file on the web
// side): validate_payload answers each as the web form does, against the LGU's own lists.
describe('POST /api/v1/bpls/taxpayer/business/permit/validate_payload, by the shared vectors', () => {
  for (const vector of BUSINESS_PERMIT_NEW_VECTORS) {
    it(vector.name, async () => {
      const res = await t.request(
        'POST',
        '/api/v1/bpls/taxpayer/business/permit/validate_payload',
        auth,
        JSON.stringify(vector.payload),
      );
      if (!vector.errors) {
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ message: 'Valid' });
        return;
      }
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Record<string, string[]> };
      if (!vector.partial) expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors).sort());
      for (const [field, fragment] of Object.entries(vector.errors))
        expect(errors[field]?.[0], field).toContain(fragment);
    });
  }
});
