import { describe, expect, it } from 'vitest';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { taxpayerActions } from '@/domain/statuses/status-transitions';
import { paymentOutcome } from './payment-outcome';

const txn = (status: string, refunds: TransactionHistory['refunds'] = []) =>
  ({
    status,
    status_description: `${status} described`,
    refunds,
    ...taxpayerActions(status),
  }) as TransactionHistory;

describe('paymentOutcome', () => {
  it('thanks the payer only while the gateway is open, not after it closed unpaid', () => {
    expect(paymentOutcome(txn('WAITING FOR PAYMENT'), 'at-gateway').heading).toBe('Thank you!');
    const closed = paymentOutcome(txn('WAITING FOR PAYMENT'), 'settled');
    expect(closed.heading).toBe('Payment Not Completed');
    expect(closed.lead).toMatch(/not received your payment/);
    expect(paymentOutcome(txn('WAITING FOR PAYMENT'), 'idle').heading).toBe('Payment Not Completed');
  });

  it('says a failed payment failed, and a paid one succeeded', () => {
    expect(paymentOutcome(txn('PAYMENT FAILED'), 'settled')).toEqual({
      heading: 'Payment Failed',
      lead: 'The payment did not go through. You may try paying again.',
    });
    expect(paymentOutcome(txn('PAID'), 'settled').heading).toBe('Payment Successful');
    expect(paymentOutcome(txn('PAID'), 'reconciling').heading).toBe('Payment Successful');
  });

  it('says money taken that settled nothing was not applied, even mid-flow', () => {
    const held = txn('FOR REFUND APPROVAL', [
      { reason: 'duplicate', amount: '1.00', status: 'for_approval', created_at: '', completed_at: null },
    ] as TransactionHistory['refunds']);
    expect(paymentOutcome(held, 'reconciling').heading).toBe('Payment Not Applied');
  });

  it('gives the status description of a transaction that can no longer be paid', () => {
    expect(paymentOutcome(txn('EXPIRED REFERENCE NUMBER'), 'idle')).toEqual({
      heading: 'Payment Not Completed',
      lead: 'EXPIRED REFERENCE NUMBER described',
    });
    expect(paymentOutcome(null, 'idle').heading).toBe('Checking your payment…');
  });
});
