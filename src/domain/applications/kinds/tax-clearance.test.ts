import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { definition } from './tax-clearance';
import { TAX_CLEARANCE_VECTORS } from './tax-clearance.vectors';

// The web side of the tax clearance's vectors (the server runs the same file).
describe('tax-clearance on the web, by its vectors', () => {
  for (const vector of TAX_CLEARANCE_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(definition, vector.payload, { language: 'en' });
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
      for (const [field, fragment] of Object.entries(vector.errors ?? {}))
        expect(errors[field], field).toContain(fragment);
    });
  }
});
