import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validate-form';
import {
  BTAX_RULE_OPTIONS,
  btaxApiSearchRules,
  btaxQuarterlyCreateRules,
  btaxQuarterlyPayload,
  btaxYearRule,
} from './business-tax';

const JAN_2025 = new Date('2025-01-15T00:00:00Z');

describe('business tax rule sets', () => {
  it('require year and period on the API screen unless their flags hide them', () => {
    expect(Object.keys(btaxApiSearchRules({}, JAN_2025))).toEqual([
      'bin',
      'year',
      'period',
      'valid_id_to_present',
    ]);
    const hidden = btaxApiSearchRules({ BTAX_WITHOUT_YEAR_FILTER: true, BTAX_WITHOUT_PERIOD_FILTER: true });
    expect(Object.keys(hidden)).toEqual(['bin', 'valid_id_to_present']);
  });

  it('check the BIN format unless BIN input is free text', () => {
    const values = { bin: 'ABC', year: 2025, period: 1 };
    expect(validateForm(btaxApiSearchRules({}, JAN_2025), values).ok).toBe(false);
    expect(validateForm(btaxApiSearchRules({ BTAX_BIN_INPUT_FREE_TEXT: true }, JAN_2025), values).ok).toBe(
      true,
    );
  });

  it('allow years 1970 to next year', () => {
    expect(btaxYearRule(JAN_2025)).toBe('required|integer|number_range:1970-2026');
  });

  it('need year only for DELINQUENT, period only for QUARTERLY, and a listed valid ID', () => {
    const rules = btaxQuarterlyCreateRules({}, JAN_2025);
    const base = { bin: '101-01-0001-0000001', application_status_id: 2, valid_id_to_present: 'UMID' };
    expect(validateForm(rules, { ...base, transaction_type: 'DELINQUENT', year: 2024 }).ok).toBe(true);
    const quarterly = validateForm(
      rules,
      { ...base, transaction_type: 'QUARTERLY', valid_id_to_present: 'X' },
      BTAX_RULE_OPTIONS,
    );
    expect(quarterly.ok ? {} : quarterly.errors).toEqual({
      period: 'Period field is Required',
      valid_id_to_present: 'Please choose a valid ID from the list',
    });
  });
});

describe('btaxQuarterlyPayload', () => {
  it('drops year unless DELINQUENT and period unless QUARTERLY', () => {
    expect(btaxQuarterlyPayload({ bin: 'B', transaction_type: 'QUARTERLY', year: 2024, period: 2 })).toEqual({
      bin: 'B',
      transaction_type: 'QUARTERLY',
      period: 2,
    });
    expect(btaxQuarterlyPayload({ bin: 'B', transaction_type: 'DELINQUENT', year: 2024, period: 2 })).toEqual(
      {
        bin: 'B',
        transaction_type: 'DELINQUENT',
        year: 2024,
      },
    );
  });
});
