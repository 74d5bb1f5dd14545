import { describe, expect, it } from 'vitest';
import { businessPermitChange } from './business-permit-change';
import { BUSINESS_PERMIT_CHANGE_VECTORS } from './business-permit-change.vectors';
import { businessPermitDelinquent } from './business-permit-delinquent';
import { businessPermitNew } from './business-permit-new';
import { BUSINESS_PERMIT_DELINQUENT_VECTORS } from './business-permit-delinquent.vectors';
import { VECTOR_REMOTE_OPTIONS } from './business-permit-new.vectors';
import { businessPermitQuarterly } from './business-permit-quarterly';
import { BUSINESS_PERMIT_QUARTERLY_VECTORS } from './business-permit-quarterly.vectors';
import { businessPermitRenewal } from './business-permit-renewal';
import { BUSINESS_PERMIT_RENEWAL_VECTORS } from './business-permit-renewal.vectors';
import { businessPermitRetirement } from './business-permit-retirement';
import { BUSINESS_PERMIT_RETIREMENT_VECTORS } from './business-permit-retirement.vectors';
import { validateApplication } from './validate-application';

const remoteOptions = (name: string) => VECTOR_REMOTE_OPTIONS[name];

const SETS = [
  ['renewal', businessPermitRenewal, BUSINESS_PERMIT_RENEWAL_VECTORS],
  ['change', businessPermitChange, BUSINESS_PERMIT_CHANGE_VECTORS],
  ['quarterly', businessPermitQuarterly, BUSINESS_PERMIT_QUARTERLY_VECTORS],
  ['delinquent', businessPermitDelinquent, BUSINESS_PERMIT_DELINQUENT_VECTORS],
  ['retirement', businessPermitRetirement, BUSINESS_PERMIT_RETIREMENT_VECTORS],
] as const;

// The web side of the shared vectors; server/src/modules/applications/kinds-vectors.test.ts runs the same files.
for (const [kind, definition, vectors] of SETS) {
  describe(`the business permit ${kind} definition, by its vectors`, () => {
    for (const vector of vectors) {
      it(vector.name, () => {
        const result = validateApplication(definition, vector.payload, { remoteOptions });
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
}

describe('the offices a business permit is endorsed to (JMC 2016-01)', () => {
  it('sends a new permit and its renewal to zoning, fire, health and engineering, and no short kind', () => {
    for (const kind of [businessPermitNew, businessPermitRenewal])
      expect(kind.workflow.endorsements).toEqual(['zoning', 'fire', 'health', 'engineering']);
    for (const kind of [
      businessPermitChange,
      businessPermitQuarterly,
      businessPermitDelinquent,
      businessPermitRetirement,
    ])
      expect(kind.workflow.endorsements).toBeUndefined();
  });
});
