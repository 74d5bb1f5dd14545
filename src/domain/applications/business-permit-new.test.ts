import { describe, expect, it } from 'vitest';
import { businessPermitNew } from './business-permit-new';
import { BUSINESS_PERMIT_NEW_VECTORS, VECTOR_REMOTE_OPTIONS } from './business-permit-new.vectors';
import { validateApplication } from './validate-application';
import { FILIPINO_RULE_TRANSLATION } from '../validation/filipino-rule-translation';
import { addRuleTranslation } from '../validation/rule-translations';

addRuleTranslation('fil', FILIPINO_RULE_TRANSLATION);

const remoteOptions = (name: string) => VECTOR_REMOTE_OPTIONS[name];

// The web side of the shared vectors; server/src/modules/applications runs the same file.
describe('the new business permit definition, by its vectors', () => {
  for (const vector of BUSINESS_PERMIT_NEW_VECTORS) {
    it(vector.name, () => {
      const result = validateApplication(businessPermitNew, vector.payload, { remoteOptions });
      if (!vector.errors) {
        expect(result).toMatchObject({ ok: true });
        return;
      }
      expect(result.ok).toBe(false);
      const errors = result.ok ? {} : result.errors;
      if (!vector.partial) expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors).sort());
      for (const [field, fragment] of Object.entries(vector.errors))
        expect(errors[field], field).toContain(fragment);
    });
  }
});

describe('validateApplication', () => {
  const [first] = BUSINESS_PERMIT_NEW_VECTORS;
  const valid = first?.payload ?? {};

  it('keeps only the fields that apply: a sole proprietor sends no SEC number, a lessee no TDN', () => {
    const result = validateApplication(
      businessPermitNew,
      { ...valid, sec_no: 'ZZ', tdn_no: 'nonsense', is_admin: true },
      { remoteOptions },
    );
    expect(result.ok).toBe(true);
    const value = result.ok ? result.value : {};
    expect(value).not.toHaveProperty('sec_no');
    expect(value).not.toHaveProperty('tdn_no');
    expect(value).not.toHaveProperty('is_admin');
    expect(value.dti_no).toBe('AB123456789');
    expect(value.requirements).toEqual(valid.requirements);
  });

  it('judges one step at a time for the stepper', () => {
    const result = validateApplication(
      businessPermitNew,
      { kind_of_ownership: 'CORPORATION' },
      { steps: ['business'] },
    );
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual([
      'business_name',
      'sec_no',
      'tin_no',
      'capital_amount',
      'with_tax_incentives',
    ]);
  });

  it('speaks Filipino with the Filipino labels', () => {
    const result = validateApplication(businessPermitNew, {}, { steps: ['business'], language: 'fil' });
    expect(result.ok ? '' : result.errors.business_name).toContain('Pangalan ng Negosyo');
    const list = validateApplication(
      businessPermitNew,
      { activities: [] },
      { steps: ['activities'], language: 'fil' },
    );
    expect(list.ok ? '' : list.errors.activities).toBe('Magdagdag ng kahit 1 gawain.');
  });

  it('refuses a choice that is not text, without throwing', () => {
    const payload = { kind_of_ownership: { toString: '' }, nationality: ['FILIPINO'] };
    const result = validateApplication(businessPermitNew, payload, {
      steps: ['business', 'owner'],
      remoteOptions,
    });
    expect(result.ok ? {} : result.errors).toMatchObject({
      kind_of_ownership: 'Choose a Kind of Ownership from the list.',
      nationality: 'Choose a Nationality from the list.',
    });
  });

  it('refuses what is not an object as an empty application', () => {
    const result = validateApplication(businessPermitNew, 'DROP TABLE', { steps: ['business'] });
    expect(result.ok ? [] : Object.keys(result.errors)).toContain('kind_of_ownership');
  });
});
