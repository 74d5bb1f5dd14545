import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './occupational-permit';
import { OCCUPATIONAL_PERMIT_VECTORS } from './occupational-permit.vectors';

// The web side of the occupational permit's vectors (the server runs the same file).
describe('occupational-permit on the web, by its vectors', () => {
  for (const vector of OCCUPATIONAL_PERMIT_VECTORS) {
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
