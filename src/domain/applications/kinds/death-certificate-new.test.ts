import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './death-certificate-new';
import { DEATH_COPY_VECTORS } from './death-certificate-new.vectors';

// The web side of the copy's vectors (the server runs the same file).
describe('death-certificate-new on the web, by its vectors', () => {
  for (const vector of DEATH_COPY_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, { language: 'en' });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
