import { describe, expect, it } from 'vitest';
import { VECTOR_REMOTE_OPTIONS } from './business-permit-new.vectors';
import { businessPermitChange } from './business-permit-change';
import { BUSINESS_PERMIT_CHANGE_VECTORS } from './business-permit-change.vectors';
import { validateApplication } from './validate-application';

const remoteOptions = (name: string) => VECTOR_REMOTE_OPTIONS[name];

// The web side of the shared vectors; server/src/modules/applications/kinds-vectors.test.ts runs the same file.
describe('the business permit change definition, by its vectors', () => {
  for (const vector of BUSINESS_PERMIT_CHANGE_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(businessPermitChange, vector.payload, { remoteOptions });
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
