import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './cedula-corporation-new';
import { CEDULA_CORPORATION_VECTORS } from './cedula-corporation-new.vectors';

// The web side of the corporation's cedula vectors (the server runs the same file).
describe('cedula-corporation-new on the web, by its vectors', () => {
  for (const vector of CEDULA_CORPORATION_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, { language: 'en' });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
