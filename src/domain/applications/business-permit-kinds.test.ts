import { describe, expect, it } from 'vitest';
import { businessPermitChange } from './business-permit-change';
import { BUSINESS_PERMIT_CHANGE_VECTORS } from './business-permit-change.vectors';
import { businessPermitDelinquent } from './business-permit-delinquent';
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
