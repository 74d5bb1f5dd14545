import type { Operation } from './operation';

// The treasury's and taxpayer support's console API (issue 28; docs/api-staff.md). Every one
// takes a staff token with the permission named.
// prettier-ignore
export const TREASURY_OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/v1/staff/support/search', summary: 'support.search: transactions matching a reference, OR, mobile number, e-mail, name, BIN, TD, NOV or SOA number (20 a page), with meta.people; audited', query: ['q', 'page'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/support/taxpayers/{id}', summary: "support.search: a taxpayer's account, transactions, applications, payments and documents, read-only; audited", query: ['page'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/support/transactions/{id}/receipt', summary: 'support.search or treasury.report: the e-OR PDF; audited', auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/collections', summary: "treasury.report: a Manila day's official receipts with payor, nature-of-collection lines and funds, the convenience fee apart, and each receipt's fee adjustment (schedule_total, adjusted_total, share_below_bp, reason, adjusted_by, approved_by and when; null when charged as the schedule says); by collector and channel; totals", query: ['date'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/collections/csv', summary: "treasury.report: the day's collections as CSV, a row per line", query: ['date'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/collections/month', summary: "treasury.report: a month's collections by Manila day (count and LGU amount of official receipts), every day listed", query: ['month'], auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/treasury/abstract/print', summary: "treasury.report: the Abstract of Collections of a day (and collector: a collector_key of the report) as a PDF of the document service; the same receipts are the same document, printing it again needs reason (422)", fields: ['date', 'collector', 'reason'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/abstract/xlsx', summary: 'treasury.report: the Abstract of Collections of a day (and collector) as an XLSX workbook', query: ['date', 'collector'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/settlement', summary: "treasury.reconcile: the day's receipts against the gateway's settlement report (its payments, fees and net), each mismatch with its kind and action; 503 when the gateway cannot be read", query: ['date'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/treasury/reconciliation', summary: "treasury.reconcile: the day's payments without an OR, ORs without a payment, amount mismatches and money held for refund, with the deposit", query: ['date'], auth: true, designed: true },
  { method: 'put', path: '/api/v1/staff/treasury/deposits/{date}', summary: "treasury.reconcile: the day's bank deposit (pesos); audited", fields: ['amount', 'note'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/payments/proofs', summary: 'payments.review: proofs of payment waiting for review, or decided', query: ['state', 'page'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/payments/proofs/{id}/file', summary: "payments.review or support.search: a transaction's proof of payment (private)", auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/payments/proofs/{id}/accept', summary: 'payments.review: record the payment (settled as an office payment, an OR issued); once per proof', auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/payments/proofs/{id}/reject', summary: 'payments.review: reject the proof; the payer is told the reason', fields: ['reason'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/refunds', summary: 'refunds.approve: payments held for refund waiting for the treasury, or decided', query: ['state', 'page'], auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/refunds/{id}/approve', summary: "refunds.approve: the gateway returns the money (the refunds service of 'refunds approve'), by this officer", auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/refunds/{id}/reject', summary: 'refunds.approve: the money is not returned; the payer reads the reason', fields: ['reason'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/staff/cashier/statements', summary: 'cashier.post: online statements of account waiting for payment, by SOA number or reference', query: ['q'], auth: true, designed: true },
  { method: 'post', path: '/api/v1/staff/cashier/postings', summary: "cashier.post: an over-the-counter payment of a statement of account with the cashier's OR; the amount must be its total", fields: ['transaction_id', 'or_number', 'amount'], auth: true, designed: true },
];
