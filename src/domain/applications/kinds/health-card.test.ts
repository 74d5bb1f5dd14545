import { describe, expect, it } from 'vitest';
import { validateApplication } from '../validate-application';
import { labTestsOf } from '../kind-workflow';
import { definition as ambulant } from './health-certificate-ambulant';
import { HEALTH_CARDS } from './health-card.form';
import { HEALTH_CARD_KINDS } from './health-card.all-vectors';
import { VALID_HEALTH_CARD, ALL_FIVE_TESTS } from './health-card.vectors';

// The web side of the seven health card kinds' vectors (the server runs the same files).
for (const [definition, vectors] of HEALTH_CARD_KINDS) {
  describe(`${definition.route} on the web, by its vectors`, () => {
    for (const vector of vectors) {
      it(vector.name, () => {
        const result = validateApplication(definition, vector.payload, { language: 'en' });
        const errors = result.ok ? {} : result.errors;
        expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
        for (const [field, fragment] of Object.entries(vector.errors ?? {}))
          expect(errors[field], field).toContain(fragment);
      });
    }
  });
}

describe('a health card', () => {
  it('takes its colour from the work: white for food handlers, green for others, pink for entertainment', () => {
    expect(HEALTH_CARDS.map((c) => [c.value, c.label.en])).toEqual([
      ['WHITE_CARD', 'White card (food handlers)'],
      ['GREEN_CARD', 'Green card (non-food handlers)'],
      ['PINK_CARD', 'Pink card (entertainment establishment workers)'],
    ]);
  });

  it('asks the laboratory for the tests the applicant chose, and for all five when all are chosen', () => {
    const lab = ambulant.workflow.lab;
    expect(labTestsOf(lab, VALID_HEALTH_CARD).map((t) => t.code)).toEqual(['STOOL', 'XRAY']);
    expect(labTestsOf(lab, { ...VALID_HEALTH_CARD, ...ALL_FIVE_TESTS }).map((t) => t.code)).toEqual([
      'STOOL',
      'XRAY',
      'SPUTUM',
      'GRAM_STAIN',
      'DRUG_TEST',
    ]);
  });
});
