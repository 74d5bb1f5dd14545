import { describe, expect, it } from 'vitest';
import { VECTOR_REMOTE_OPTIONS } from './business-permit-new.vectors';
import { businessPermitRenewal } from './business-permit-renewal';
import { BUSINESS_PERMIT_RENEWAL_VECTORS } from './business-permit-renewal.vectors';
import { validateApplication } from './validate-application';

const remoteOptions = (name: string) => VECTOR_REMOTE_OPTIONS[name];

// The web side of the shared vectors; server/src/modules/applications/kinds-vectors.test.ts runs the same file.
describe('the business permit renewal definition, by its vectors', () => {
  for (const vector of BUSINESS_PERMIT_RENEWAL_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(businessPermitRenewal, vector.payload, { remoteOptions });
      if (!vector.errors) {
        expect(result).toMatchObject({ ok: true });
        return;
      }
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors).sort());
      for (const [field, fragment] of Object.entries(vector.errors))
        expect(errors[field], field).toContain(fragment);
    });
  }
});

describe('businessPermitRenewal', () => {
  it('asks what the new permit asks, and the gross sales of each activity', async () => {
    const { businessPermitNew } = await import('./business-permit-new');
    const names = (d: typeof businessPermitNew) =>
      d.steps.flatMap((s) => (s.items ?? []).map((i) => ('name' in i ? i.name : i.label.en)));
    expect(names(businessPermitRenewal)).toEqual(names(businessPermitNew));
    const activities = businessPermitRenewal.steps
      .flatMap((s) => s.items ?? [])
      .find((i) => 'kind' in i && i.kind === 'group');
    expect(activities && 'fields' in activities ? activities.fields.map((f) => f.name) : []).toContain(
      'gross_amount',
    );
    expect(businessPermitRenewal.fees).toBe('bpls-renewal-gross');
  });
});
