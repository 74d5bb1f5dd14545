import { describe, expect, it } from 'vitest';
import type { SettledPayment } from '../../adapters/gateway/payment-gateway';
import type { ReceiptRow } from './day-receipts';
import { matchSettlement, type PortalCheckout } from './settlement-match';

// Issue 28: the portal's receipts against a gateway's settlement report, on a hand-made day whose
// every mismatch is known: each kind found once, with what to do, and nothing else.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 19, 16, minute)); // Manila 00:mm, 20 Nov

const payment = (id: string, checkoutId: string | null, amount: number, minute = 10): SettledPayment => ({
  paymentId: `pay_${id}`,
  checkoutId,
  reference: `BYN-${id}`,
  amount,
  fee: Math.round(amount * 0.025),
  net: amount - Math.round(amount * 0.025),
  refunded: 0,
  paidAt: at(minute),
});

const receipt = (id: string, amount: number, fee = 2_500): ReceiptRow => ({
  transactionId: Number(id.replace(/\D/g, '')),
  orNumber: `OR-${id}`,
  paidAt: at(11),
  reference: `BYN-${id}`,
  status: 'PAID',
  amount,
  convenienceFee: fee,
  description: 'Business tax',
  transactionType: 'QUARTERLY',
  moduleType: 'BT',
  subject: {},
  taxpayerId: 1,
  accountName: 'Maria Santos',
  checkoutId: `co_${id}`,
  gateway: 'sandbox',
  taken: amount + fee,
  collectedBy: null,
  collectorName: null,
});

const checkout = (id: string, status: string, orNumber: string | null, held = false): PortalCheckout => ({
  id: `co_${id}`,
  status,
  amount: 102_500,
  transactionId: Number(id.replace(/\D/g, '')),
  reference: `BYN-${id}`,
  orNumber,
  held,
});

describe('matchSettlement', () => {
  const matched = {
    p: payment('1', 'co_1', 102_500),
    r: receipt('1', 100_000),
    c: checkout('1', 'paid', 'OR-1'),
  };
  const day = {
    payments: [
      matched.p,
      payment('2', 'co_2', 52_500), // the portal never heard: its checkout is still pending
      payment('3', 'co_unknown', 10_000), // no checkout of the portal
      payment('4', 'co_4', 32_500), // settled, but no receipt was issued
      payment('5', 'co_5', 62_500), // a second payment of a paid bill: held for refund
      payment('6', 'co_6', 42_600), // took ₱1.00 more than the receipt and its fee
      payment('7', 'co_7', 12_400), // took ₱1.00 less
    ],
    receipts: [matched.r, receipt('6', 40_000), receipt('7', 10_000), receipt('8', 70_000)], // 8: no payment
    checkouts: [
      matched.c,
      checkout('2', 'pending', null),
      checkout('4', 'paid', null),
      checkout('5', 'paid', null, true),
      checkout('6', 'paid', 'OR-6'),
      checkout('7', 'paid', 'OR-7'),
    ],
  };
  const items = matchSettlement({ ...day, widened: day.payments });
  const found = items.map((i) => [i.kind, i.action, i.reference, i.difference]);

  it('finds each kind of mismatch once, with what to do about it', () => {
    expect(found).toEqual([
      ['paid_without_receipt', 'settle_checkout', 'BYN-2', null],
      ['paid_without_receipt', 'refund_unknown', 'BYN-3', null],
      ['paid_without_receipt', 'issue_receipt', 'BYN-4', null],
      ['held', 'approve_refund', 'BYN-5', null],
      ['amount_difference', 'refund_excess', 'BYN-6', 100],
      ['amount_difference', 'collect_shortfall', 'BYN-7', -100],
      ['receipt_without_payment', 'find_payment', 'BYN-8', null],
    ]);
  });

  it('invents nothing: a matched payment and receipt give no item, and an empty day none', () => {
    expect(items.some((i) => i.reference === 'BYN-1')).toBe(false);
    expect(matchSettlement({ payments: [], widened: [], receipts: [], checkouts: [] })).toEqual([]);
    expect(
      matchSettlement({
        payments: [matched.p],
        widened: [matched.p],
        receipts: [matched.r],
        checkouts: [matched.c],
      }),
    ).toEqual([]);
  });

  it("finds a receipt's payment reported just across midnight in the widened report, not as missing", () => {
    const late = { ...matched.p, paidAt: at(-2) }; // paid 23:58 the day before, Manila
    expect(
      matchSettlement({ payments: [], widened: [late], receipts: [matched.r], checkouts: [matched.c] }),
    ).toEqual([]);
  });

  it('matches a payment that names no checkout by its transaction reference', () => {
    const byReference = { ...matched.p, checkoutId: null };
    expect(
      matchSettlement({
        payments: [byReference],
        widened: [byReference],
        receipts: [matched.r],
        checkouts: [matched.c],
      }),
    ).toEqual([]);
  });
});
