import type { Bilingual, FieldDefinition, StepDefinition } from '../application-definition';
import type { LabStep } from '../application-kind';

// The health cards' laboratory: the tests the form asks about and the step the office records
// their results in (health-card.form.ts puts them together).

const yesNo = (name: string, en: string, fil: string, hint: Bilingual): FieldDefinition => ({
  name,
  label: { en, fil },
  rules: 'required',
  kind: 'yes-no',
  options: 'yes-no',
  hint,
});

/**
 * The step asking which of the city laboratory's five tests (§3's fee labels) the applicant will
 * take; which a worker needs depends on the card, so the hints say so and the office checks it.
 */
export const laboratoryStep: StepDefinition = {
  id: 'laboratory',
  title: { en: 'Laboratory Tests', fil: 'Mga Laboratory Test' },
  items: [
    yesNo('stool_exam', 'Stool examination', 'Pagsusuri ng dumi', {
      en: 'Needed for food handlers (white card).',
      fil: 'Kailangan ng humahawak ng pagkain (puting kard).',
    }),
    yesNo('xray', 'Chest x-ray', 'Chest x-ray', {
      en: 'Needed for every card, unless an x-ray is not advised for you: then the sputum examination.',
      fil: 'Kailangan sa bawat kard, maliban kung hindi ka maaaring mag-x-ray: sputum examination ang kapalit.',
    }),
    yesNo('sputum_exam', 'Sputum examination', 'Pagsusuri ng plema', {
      en: 'Instead of the chest x-ray (for example during pregnancy).',
      fil: 'Kapalit ng chest x-ray (halimbawa, kung buntis).',
    }),
    yesNo('gram_stain', 'Gram stain', 'Gram stain', {
      en: 'Needed for entertainment establishment workers (pink card).',
      fil: 'Kailangan ng manggagawa sa libangan (rosas na kard).',
    }),
    yesNo('drug_test', 'Drug test', 'Drug test', {
      en: 'If your employer or your work requires one.',
      fil: 'Kung hinihingi ng iyong employer o trabaho.',
    }),
  ],
};

/** The laboratory step: the office records a result for each test the applicant asked for. */
export const HEALTH_CARD_LAB: LabStep = {
  tests: [
    { code: 'STOOL', label: { en: 'Stool examination', fil: 'Pagsusuri ng dumi' }, when: 'stool_exam=1' },
    { code: 'XRAY', label: { en: 'Chest x-ray', fil: 'Chest x-ray' }, when: 'xray=1' },
    { code: 'SPUTUM', label: { en: 'Sputum examination', fil: 'Pagsusuri ng plema' }, when: 'sputum_exam=1' },
    { code: 'GRAM_STAIN', label: { en: 'Gram stain', fil: 'Gram stain' }, when: 'gram_stain=1' },
    { code: 'DRUG_TEST', label: { en: 'Drug test', fil: 'Drug test' }, when: 'drug_test=1' },
  ],
};
