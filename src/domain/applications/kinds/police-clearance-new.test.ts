import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './police-clearance-new';
import { POLICE_CLEARANCE_VECTORS } from './police-clearance-new.vectors';

// The web side of the police clearance's vectors (the server runs the same file).
describe('police-clearance-new on the web, by its vectors', () => {
  for (const vector of POLICE_CLEARANCE_VECTORS) {
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
