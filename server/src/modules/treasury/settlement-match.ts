import type { SettledPayment } from '../../adapters/gateway/payment-gateway';
import type { ReceiptRow } from './day-receipts';

/** The portal's record of a checkout a gateway payment names: its state, its transaction and receipt. */
export interface PortalCheckout {
  id: string;
  status: string;
  amount: number;
  transactionId: number;
  reference: string;
  orNumber: string | null;
  /** A refund row exists: the money settles nothing and waits to be returned. */
  held: boolean;
}

/** What to do about an item, as the console words it (treasury messages `settlement.action.*`). */
export type SettlementAction =
  | 'refund_unknown'
  | 'settle_checkout'
  | 'issue_receipt'
  | 'find_payment'
  | 'refund_excess'
  | 'collect_shortfall'
  | 'approve_refund';

export type SettlementKind =
  'paid_without_receipt' | 'receipt_without_payment' | 'amount_difference' | 'held';

/** One line of the settlement reconciliation: what does not match (or, `held`, is accounted for). */
export interface SettlementItem {
  kind: SettlementKind;
  action: SettlementAction;
  paymentId: string | null;
  checkoutId: string | null;
  transactionId: number | null;
  reference: string | null;
  orNumber: string | null;
  /** Centavos the gateway reports taken; null when it reports no payment. */
  gatewayAmount: number | null;
  /** Centavos the portal expected taken (the bill and its convenience fee); null without a receipt. */
  portalAmount: number | null;
  /** gatewayAmount − portalAmount, for an amount difference. */
  difference: number | null;
  at: Date;
}

/** What a receipt's payment should have taken at the gateway: the bill and its convenience fee. */
export const expectedAtGateway = (r: ReceiptRow) => r.amount + r.convenienceFee;

/**
 * Sets the gateway's payments of the day against the portal's receipts through that gateway
 * (issue 28): a payment of the day whose checkout has no receipt (unknown to the portal, never
 * settled, settled without a receipt; held for refund is accounted for), a receipt of the day
 * the gateway's report does not show (`widened`: the report a little past the day's ends, so a
 * payment reported a minute across midnight still counts), and amounts that differ. Pure: it
 * finds only what the two records show.
 */
export function matchSettlement({
  payments,
  widened,
  receipts,
  checkouts,
}: {
  payments: readonly SettledPayment[];
  widened: readonly SettledPayment[];
  receipts: readonly ReceiptRow[];
  checkouts: readonly PortalCheckout[];
}): SettlementItem[] {
  const items: SettlementItem[] = [];
  const base = { paymentId: null, checkoutId: null, transactionId: null, reference: null, orNumber: null };
  for (const p of payments) {
    const c =
      checkouts.find((k) => k.id === p.checkoutId) ??
      checkouts.find((k) => p.checkoutId === null && k.reference === p.reference);
    const item = {
      ...base,
      paymentId: p.paymentId,
      checkoutId: c?.id ?? p.checkoutId,
      transactionId: c?.transactionId ?? null,
      reference: c?.reference ?? p.reference,
      orNumber: c?.orNumber ?? null,
      gatewayAmount: p.amount,
      portalAmount: null,
      difference: null,
      at: p.paidAt,
    };
    if (!c) items.push({ ...item, kind: 'paid_without_receipt', action: 'refund_unknown' });
    else if (c.held) items.push({ ...item, kind: 'held', action: 'approve_refund', portalAmount: c.amount });
    else if (c.status !== 'paid')
      items.push({ ...item, kind: 'paid_without_receipt', action: 'settle_checkout' });
    else if (!c.orNumber) items.push({ ...item, kind: 'paid_without_receipt', action: 'issue_receipt' });
  }
  for (const r of receipts) {
    const p =
      widened.find((w) => w.checkoutId !== null && w.checkoutId === r.checkoutId) ??
      widened.find((w) => w.checkoutId === null && w.reference === r.reference);
    const item = {
      ...base,
      checkoutId: r.checkoutId,
      transactionId: r.transactionId,
      reference: r.reference,
      orNumber: r.orNumber,
      portalAmount: expectedAtGateway(r),
      at: r.paidAt,
    };
    if (!p) {
      items.push({
        ...item,
        kind: 'receipt_without_payment',
        action: 'find_payment',
        gatewayAmount: null,
        difference: null,
      });
      continue;
    }
    const difference = p.amount - expectedAtGateway(r);
    if (difference === 0) continue;
    items.push({
      ...item,
      paymentId: p.paymentId,
      kind: 'amount_difference',
      action: difference > 0 ? 'refund_excess' : 'collect_shortfall',
      gatewayAmount: p.amount,
      difference,
      at: p.paidAt,
    });
  }
  return items;
}
