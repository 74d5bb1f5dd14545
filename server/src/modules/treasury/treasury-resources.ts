import type { CollectionLine } from '@/domain/treasury/funds';
import type { CollectedReceipt, DayCollections } from './collections.service';

/** A nature-of-collection line (centavos): its fund, and the agency Trust Fund money is remitted to. */
export const lineResource = (l: CollectionLine) => ({
  nature: l.nature,
  fund: l.fund,
  amount: l.amount,
  remit_to: l.remitTo ?? null,
});
import type { Mismatch, ReconciliationService } from './reconciliation.service';
import type { SettlementReconciliation } from './settlement-reconciliation.service';

/** A receipt of the collections report as the console reads it (centavos). */
export const receiptResource = (r: CollectedReceipt) => ({
  transaction_id: r.row.transactionId,
  taxpayer_id: r.row.taxpayerId,
  or_number: r.row.orNumber,
  paid_at: r.row.paidAt.toISOString(),
  reference: r.row.reference,
  payor: r.payor,
  transaction_type: r.row.transactionType,
  channel: r.channel,
  collector: r.row.collectorName,
  collector_key: r.collectorKey,
  lines: r.lines.map(lineResource),
  amount: r.row.amount,
  convenience_fee: r.convenienceFee,
  // Issue 25: charged other than the fee schedule says — both totals and both officers.
  adjustment: r.adjustment
    ? {
        schedule_total: r.adjustment.scheduleTotal,
        adjusted_total: r.adjustment.adjustedTotal,
        share_below_bp: r.adjustment.shareBelowBp,
        reason: r.adjustment.reason,
        adjusted_by: r.adjustment.adjustedByName,
        adjusted_at: r.adjustment.adjustedAt.toISOString(),
        approved_by: r.adjustment.approvedByName,
        approved_at: r.adjustment.approvedAt?.toISOString() ?? null,
      }
    : null,
});

export const collectionsResource = (report: DayCollections) => ({
  date: report.day,
  receipts: report.receipts.map(receiptResource),
  groups: report.groups.map((g) => ({
    key: g.key,
    channel: g.channel,
    collector: g.collector,
    count: g.count,
    amount: g.amount,
    convenience_fee: g.convenienceFee,
    funds: g.funds,
  })),
  totals: {
    count: report.totals.count,
    amount: report.totals.amount,
    convenience_fee: report.totals.convenienceFee,
    collected: report.totals.amount + report.totals.convenienceFee,
    funds: report.totals.funds,
    natures: report.totals.natures.map(lineResource),
    // The BFP's fire code fees and any other agency's: collected in trust, remitted, not the LGU's.
    remittances: report.totals.remittances,
  },
});

const mismatch = (m: Mismatch) => ({
  transaction_id: m.transactionId,
  reference: m.reference,
  or_number: m.orNumber,
  checkout_id: m.checkoutId,
  channel: m.channel,
  receipt_amount: m.receiptAmount,
  payment_amount: m.paymentAmount,
  reason: m.reason ?? null,
  refund_status: m.refundStatus ?? null,
  difference: m.difference ?? null,
  at: m.at.toISOString(),
});

const list = (l: { count: number; total: number; items: Mismatch[] }) => ({
  count: l.count,
  total: l.total,
  items: l.items.map(mismatch),
});

export const reconciliationResource = (r: Awaited<ReturnType<ReconciliationService['day']>>) => ({
  date: r.day,
  receipts: r.receipts,
  gateway_taken: r.gatewayTaken,
  expected_deposit: r.expectedDeposit,
  deposit: r.deposit && {
    amount: r.deposit.amount,
    note: r.deposit.note,
    entered_by: r.deposit.enteredByName ?? r.deposit.enteredBy,
    entered_at: r.deposit.enteredAt.toISOString(),
  },
  difference: r.difference,
  payments_without_receipt: list(r.paymentsWithoutReceipt),
  receipts_without_payment: list(r.receiptsWithoutPayment),
  amount_mismatches: list(r.amountMismatches),
  held_for_refund: list(r.heldForRefund),
});

/** The day against the gateway's settlement report (centavos): both sides' totals and each item. */
export const settlementResource = (r: Awaited<ReturnType<SettlementReconciliation['day']>>) => ({
  date: r.day,
  gateway: r.gateway,
  report: r.report,
  portal: {
    count: r.portal.count,
    amount: r.portal.amount,
    convenience_fee: r.portal.convenienceFee,
    expected: r.portal.expected,
  },
  items: r.items.map((i) => ({
    kind: i.kind,
    action: i.action,
    payment_id: i.paymentId,
    checkout_id: i.checkoutId,
    transaction_id: i.transactionId,
    reference: i.reference,
    or_number: i.orNumber,
    gateway_amount: i.gatewayAmount,
    portal_amount: i.portalAmount,
    difference: i.difference,
    at: i.at.toISOString(),
  })),
});
