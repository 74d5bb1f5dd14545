import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PERMIT_CHANGE_VECTORS } from '@/domain/applications/business-permit-change.vectors';
import { BUSINESS_PERMIT_DELINQUENT_VECTORS } from '@/domain/applications/business-permit-delinquent.vectors';
import { BUSINESS_PERMIT_QUARTERLY_VECTORS } from '@/domain/applications/business-permit-quarterly.vectors';
import { BUSINESS_PERMIT_RENEWAL_VECTORS } from '@/domain/applications/business-permit-renewal.vectors';
import { BUSINESS_PERMIT_RETIREMENT_VECTORS } from '@/domain/applications/business-permit-retirement.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { createApplicationsService } from '../applications/applications.service';
import { createSubjects } from '../applications/application-subjects';
import { knownDefinition } from '../applications/known-definition';

let t: PaymentsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  auth = { ...(await t.payer()).auth, 'Content-Type': 'application/json' };
});
afterAll(() => t.close());

const SETS = [
  ['e2e-business-permit-renew', BUSINESS_PERMIT_RENEWAL_VECTORS],
  ['e2e-business-permit-change', BUSINESS_PERMIT_CHANGE_VECTORS],
  ['e2e-business-permit-quarterly', BUSINESS_PERMIT_QUARTERLY_VECTORS],
  ['e2e-business-permit-delinquent', BUSINESS_PERMIT_DELINQUENT_VECTORS],
  ['e2e-business-permit-retirement', BUSINESS_PERMIT_RETIREMENT_VECTORS],
] as const;

// The server side of the shared vectors (src/domain/applications runs the same files on the
// web side): the engine judges each kind as the web form does, against the LGU's own lists.
for (const [route, vectors] of SETS) {
  describe(`${route} on the server, by the shared vectors`, () => {
    for (const vector of vectors) {
      it(vector.name, async () => {
        const service = createApplicationsService({
          db: t.db,
          now: () => new Date(),
          uploads: { referenceAll: async (urls) => new Set(urls) },
          subjects: createSubjects(),
        });
        const outcome = await service.validate(knownDefinition(route), vector.payload).then(
          () => null,
          (e: unknown) => (e as { fields: Record<string, string[]> }).fields,
        );
        if (!vector.errors) return expect(outcome).toBeNull();
        expect(Object.keys(outcome ?? {}).sort()).toEqual(Object.keys(vector.errors).sort());
        for (const [field, fragment] of Object.entries(vector.errors))
          expect(outcome?.[field]?.[0], field).toContain(fragment);
      });
    }
  });
}

// change_request_validate_payload answers over HTTP as the shared vectors say (one step at a time too).
describe('POST …/change_request_validate_payload', () => {
  it('judges one step of the change request', async () => {
    const res = await t.request(
      'POST',
      '/api/v1/bpls/taxpayer/business/permit/change_request_validate_payload',
      auth,
      JSON.stringify({ step: 'change', payload: { change_type: 'CHANGE OF HEART' } }),
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      change_type: ['Choose a Kind of Change from the list.'],
      change_reason: ['Reason for the Change field is Required'],
    });
  });
});
