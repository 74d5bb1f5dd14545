import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './motorized-permit-new';
import { MOTORIZED_PERMIT_VECTORS } from './motorized-permit-new.vectors';

// The web side of the motorized permit's vectors (the server runs the same file).
describe('motorized-permit-new on the web, by its vectors', () => {
  for (const vector of MOTORIZED_PERMIT_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, { language: 'en' });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
