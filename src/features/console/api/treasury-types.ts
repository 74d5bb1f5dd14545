import type { FundCode, NatureOfCollection } from '@/domain/treasury/funds';
import type { Pagination } from './admin-types';

/** A nature-of-collection line (centavos): its fund, and the agency Trust Fund money is remitted to. */
export interface ReceiptLine {
  nature: NatureOfCollection;
  fund: FundCode;
  amount: number;
  remit_to: string | null;
}

/** GET /api/v1/staff/treasury/collections (amounts in centavos). */
export interface CollectionsReport {
  date: string;
  receipts: {
    transaction_id: number;
    taxpayer_id: number;
    or_number: string;
    paid_at: string;
    reference: string;
    payor: string;
    transaction_type: string;
    channel: string;
    collector: string | null;
    collector_key: string;
    lines: ReceiptLine[];
    amount: number;
    convenience_fee: number;
    /** Assessed other than the fee schedule (issue 25): both totals and both officers. */
    adjustment: {
      schedule_total: number;
      adjusted_total: number;
      share_below_bp: number;
      reason: string;
      adjusted_by: string;
      adjusted_at: string;
      approved_by: string | null;
      approved_at: string | null;
    } | null;
  }[];
  groups: {
    key: string;
    channel: string;
    collector: string | null;
    count: number;
    amount: number;
    convenience_fee: number;
    funds: Partial<Record<FundCode, number>>;
  }[];
  totals: {
    count: number;
    amount: number;
    convenience_fee: number;
    collected: number;
    funds: Partial<Record<FundCode, number>>;
    natures: ReceiptLine[];
    /** Trust Fund money held for other agencies (the BFP's fire code fees): remitted, not the LGU's. */
    remittances: { agency: string; amount: number }[];
  };
}

export interface MismatchItem {
  transaction_id: number;
  reference: string;
  or_number: string | null;
  checkout_id: string | null;
  channel: string | null;
  receipt_amount: number | null;
  payment_amount: number | null;
  reason: string | null;
  refund_status: string | null;
  difference: number | null;
  at: string;
}

export interface MismatchList {
  count: number;
  total: number;
  items: MismatchItem[];
}

/** GET /api/v1/staff/treasury/reconciliation. */
export interface Reconciliation {
  date: string;
  receipts: { count: number; total: number };
  gateway_taken: number;
  expected_deposit: number;
  deposit: { amount: number; note: string; entered_by: string; entered_at: string } | null;
  difference: number | null;
  payments_without_receipt: MismatchList;
  receipts_without_payment: MismatchList;
  amount_mismatches: MismatchList;
  held_for_refund: MismatchList;
}

/** GET /api/v1/staff/payments/proofs. */
export interface ProofItem {
  transaction_id: number;
  taxpayer_id: number;
  reference: string;
  status: string;
  amount: number;
  description: string;
  transaction_type: string;
  or_number: string | null;
  payor: string;
  mobile_number: string | null;
  updated_at: string;
  file_url: string;
  review: { decision: 'accepted' | 'rejected'; reason: string; by: string | null; at: string } | null;
}

export interface PersonFound {
  id: number;
  name: string;
  mobile_number: string | null;
  email: string | null;
}

export interface TransactionFound {
  id: number;
  taxpayer_id: number;
  payor: string;
  reference: string;
  status: string;
  amount: number;
  description: string;
  transaction_type: string;
  or_number: string | null;
  created_at: string;
  paid_at: string | null;
}

/** GET /api/v1/staff/support/search. */
export interface SupportResults {
  data: TransactionFound[];
  meta: { people: PersonFound[]; pagination: Pagination };
}

/** GET /api/v1/staff/support/taxpayers/{id}. */
export interface TaxpayerRecord {
  data: PersonFound & {
    email_verified: boolean;
    status: string;
    is_resident: boolean;
    created_at: string;
    transactions: (Omit<TransactionFound, 'taxpayer_id' | 'payor'> & { convenience_fee: number })[];
    applications: {
      id: number;
      transaction_id: number;
      reference: string;
      status: string;
      title: { en: string; fil: string } | null;
      created_at: string;
    }[];
    payments: {
      id: string;
      transaction_id: number;
      reference: string;
      channel: string;
      amount: number;
      status: string;
      refund: { reason: string; status: string } | null;
      created_at: string;
    }[];
    documents: {
      kind: 'receipt' | 'proof';
      number: string | null;
      reference: string;
      at: string | null;
      url: string;
    }[];
  };
  meta: { pagination: Pagination };
}

/** GET /api/v1/staff/refunds. */
export interface RefundItem {
  id: number;
  transaction_id: number;
  taxpayer_id: number;
  reference: string;
  description: string;
  transaction_status: string;
  payor: string;
  channel: string;
  reason: string;
  amount: number | null;
  currency: string | null;
  expected_amount: number;
  status: string;
  failure: string | null;
  note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** GET /api/v1/staff/treasury/collections/month: every day of the month (centavos). */
export interface MonthCollections {
  month: string;
  days: { day: string; count: number; amount: number }[];
}

/** What to do about a settlement item (the console words each). */
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

/** GET /api/v1/staff/treasury/settlement: the day's receipts against the gateway's report (centavos). */
export interface Settlement {
  date: string;
  gateway: string;
  report: { count: number; amount: number; fee: number; net: number; refunded: number };
  portal: { count: number; amount: number; convenience_fee: number; expected: number };
  items: {
    kind: SettlementKind;
    action: SettlementAction;
    payment_id: string | null;
    checkout_id: string | null;
    transaction_id: number | null;
    reference: string | null;
    or_number: string | null;
    gateway_amount: number | null;
    portal_amount: number | null;
    difference: number | null;
    at: string;
  }[];
}
