import { describe, expect, it } from 'vitest';
import { labTestsOf } from '../kind-workflow';
import { definition as ambulant } from './health-certificate-ambulant';
import { HEALTH_CARDS } from './health-card.form';
import { VALID_HEALTH_CARD, ALL_FIVE_TESTS } from './health-card.vectors';

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
