import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './birth-certificate-new';
import { BIRTH_COPY_VECTORS } from './birth-certificate-new.vectors';

// The web side of the copy's vectors (the server runs the same file).
describe('birth-certificate-new on the web, by its vectors', () => {
  for (const vector of BIRTH_COPY_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, { language: 'en' });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
