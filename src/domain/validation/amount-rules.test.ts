import { describe, expect, it } from 'vitest';
import { validateForm } from './validate-form';

const messageFor = (rule: string, value: unknown): string | undefined => {
  const result = validateForm({ amount: rule }, { amount: value });
  return result.ok ? undefined : result.errors.amount;
};

describe('amount rules at their boundaries', () => {
  it('min_bill_amount refuses 99.99 and accepts 100.00', () => {
    expect(messageFor('min_bill_amount', '99.99')).toBe('Value must be greater than or equal to ₱100');
    expect(messageFor('min_bill_amount', '100.00')).toBeUndefined();
  });

  it('max_bill_amount accepts 100,000.00 and refuses 100,000.01', () => {
    expect(messageFor('max_bill_amount', '100000.00')).toBeUndefined();
    expect(messageFor('max_bill_amount', '100,000.00')).toBeUndefined();
    expect(messageFor('max_bill_amount', '100000.01')).toBe('Value must be less than or equal to ₱100,000');
    expect(messageFor('max_bill_amount', 100000.01)).toBe('Value must be less than or equal to ₱100,000');
  });

  it('amount accepts 999,999,999,999.99 and refuses 1,000,000,000,000.00', () => {
    expect(messageFor('amount', '999999999999.99')).toBeUndefined();
    expect(messageFor('amount', '999,999,999,999.99')).toBeUndefined();
    expect(messageFor('amount', '1000000000000.00')).toBe(
      'Value must be less than or equal to ₱999,999,999,999.99',
    );
  });

  it('amount needs at least one centavo while no_min_amount accepts zero', () => {
    expect(messageFor('amount', '0')).toBe('Value must be greater than or equal to ₱0.01');
    expect(messageFor('no_min_amount', '0.00')).toBeUndefined();
  });

  it('capital_amount stops at 9,999,999,999.99', () => {
    expect(messageFor('capital_amount', '9999999999.99')).toBeUndefined();
    expect(messageFor('capital_amount', '10000000000')).toBe(
      'Value must be less than or equal to ₱9,999,999,999.99',
    );
  });

  it('amount_150k starts at 150,000.00', () => {
    expect(messageFor('amount_150k', '149999.99')).toBe('Value must be greater than or equal to ₱150,000');
    expect(messageFor('amount_150k', '150000.00')).toBeUndefined();
  });

  it('minimum_amount keeps the misc-fee floor in pesos and centavos', () => {
    expect(messageFor('minimum_amount:20.50', '20.49')).toBe('Value must be greater than or equal to ₱20.50');
    expect(messageFor('minimum_amount:20.50', '20.50')).toBeUndefined();
  });

  it('refuses text, negative signs past the minimum and more than two decimals as amounts', () => {
    expect(messageFor('amount', 'abc')).toBe('Amount must be an amount with at most two decimals');
    expect(messageFor('amount', '100.001')).toBe('Amount must be an amount with at most two decimals');
    expect(messageFor('no_min_amount', '-1')).toBe('Value must be greater than or equal to ₱0');
  });

  it('refuses a minimum_amount whose argument is not an amount when the form is compiled', () => {
    expect(() => validateForm({ amount: 'minimum_amount:twenty' }, {})).toThrow(/minimum_amount/);
  });
});
