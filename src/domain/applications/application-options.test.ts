import { describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from './application-definition';
import { fixedOptions, optionValues } from './application-options';
import { validateApplication } from './validate-application';

const OWN = [
  { value: 'SINGLE', label: { en: 'Single', fil: 'Walang Asawa' } },
  { value: 'MARRIED', label: { en: 'Married', fil: 'May Asawa' } },
] as const;

const kind = {
  route: 'test-own-options',
  moduleType: 'TESTOWN',
  transactionType: 'NEW',
  catalogue: {
    module: { description: { en: 'Test', fil: 'Test' }, category: 'E-Services', icon: 'document' },
    type: { fil: 'Bago' },
  },
  title: { en: 'Own Options', fil: 'Sariling Pagpipilian' },
  steps: [
    {
      id: 'person',
      title: { en: 'Person', fil: 'Tao' },
      items: [
        {
          name: 'civil_status',
          label: { en: 'Civil Status', fil: 'Katayuang Sibil' },
          rules: 'required',
          kind: 'select',
          options: OWN,
        },
      ],
    },
  ],
  requirements: [],
  subject: { kind: 'person', identity: ['civil_status'] },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['licensing'],
  summary: ['civil_status'],
  numberPrefix: 'TO',
  issues: null,
} satisfies ApplicationDefinition;

describe("a kind's own option list", () => {
  it('is its choices, with their words, as a named list is', () => {
    expect(optionValues(OWN)).toEqual(['SINGLE', 'MARRIED']);
    expect(fixedOptions(OWN)).toBe(OWN);
    expect(optionValues('yes-no')).toEqual(['1', '0']);
    // An LGU list's values come from what was loaded; a list no one knows has none.
    expect(optionValues('citizenships', () => ['FILIPINO'])).toEqual(['FILIPINO']);
    expect(optionValues('nobody')).toBeUndefined();
  });

  it('accepts only its own values when an application is validated', () => {
    expect(validateApplication(kind, { civil_status: 'MARRIED' }, { language: 'en' }).ok).toBe(true);
    const refused = validateApplication(kind, { civil_status: 'ENGAGED' }, { language: 'en' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.errors).toHaveProperty('civil_status');
  });
});
