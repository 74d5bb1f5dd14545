import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './senior-citizen-new';
import { SENIOR_CITIZEN_VECTORS } from './senior-citizen-new.vectors';

// The web side of the senior citizen registration's vectors (the server runs the same file).
describe('senior-citizen-new on the web, by its vectors', () => {
  for (const vector of SENIOR_CITIZEN_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, {
        language: 'en',
        remoteOptions: (name) => (name === 'citizenships' ? ['FILIPINO'] : undefined),
      });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
