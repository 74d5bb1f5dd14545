import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validate-form';
import { rptBillingRules, rptListRules, rptPropertyChoices, rptYearRule } from './property-tax';

const NOV_2026 = new Date('2026-11-10T04:00:00Z');

describe('real property tax rule sets', () => {
  it('allow the current year to two years ahead', () => {
    expect(rptYearRule(NOV_2026)).toBe('required|integer|number_range:2026-2028');
  });

  it('need a nine-character owner ID and a year; the valid ID only to pay', () => {
    const rules = rptListRules(NOV_2026);
    expect(validateForm(rules, { owner_id: 'OWN000001', year: 2026 }).ok).toBe(true);
    expect(validateForm(rules, { owner_id: 'OWN00001', year: 2026 }).ok).toBe(false);
    expect(validateForm(rules, { owner_id: 'OWN000001', year: 2025 }).ok).toBe(false);
    const billing = rptBillingRules(NOV_2026);
    expect(validateForm(billing, { owner_id: 'OWN000001', year: 2026, application_status_id: 1 }).ok).toBe(
      false,
    );
    expect(
      validateForm(billing, {
        owner_id: 'OWN000001',
        year: 2026,
        application_status_id: 1,
        valid_id_to_present: 'UMID',
      }).ok,
    ).toBe(true);
  });

  it('take one to 200 distinct properties, each with a period of 1 to 4', () => {
    expect(v.safeParse(rptPropertyChoices, [{ pin: 'A', period: 4 }]).success).toBe(true);
    expect(v.safeParse(rptPropertyChoices, []).success).toBe(false);
    expect(v.safeParse(rptPropertyChoices, [{ pin: 'A', period: 5 }]).success).toBe(false);
    expect(
      v.safeParse(rptPropertyChoices, [
        { pin: 'A', period: 4 },
        { pin: 'A', period: 2 },
      ]).success,
    ).toBe(false);
  });
});
