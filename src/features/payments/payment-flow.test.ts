import { describe, expect, it } from 'vitest';
import { canMove, PAYMENT_FLOW } from './payment-flow';

describe('the payment flow table', () => {
  it('goes billing → checkout → gateway → reconciling → settled', () => {
    expect(canMove('idle', 'creating-billing')).toBe(true);
    expect(canMove('creating-billing', 'creating-checkout')).toBe(true);
    expect(canMove('creating-checkout', 'at-gateway')).toBe(true);
    expect(canMove('at-gateway', 'reconciling')).toBe(true);
    expect(canMove('reconciling', 'settled')).toBe(true);
  });

  it('refuses steps out of order', () => {
    expect(canMove('idle', 'at-gateway')).toBe(false);
    expect(canMove('creating-billing', 'at-gateway')).toBe(false);
    expect(canMove('at-gateway', 'settled')).toBe(false);
    expect(canMove('creating-checkout', 'reconciling')).toBe(false);
  });

  it('lets every step be left (no dead ends)', () => {
    for (const next of Object.values(PAYMENT_FLOW)) expect(next.length).toBeGreaterThan(0);
  });
});
