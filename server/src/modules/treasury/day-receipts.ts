import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An official receipt of a day with the payment that settled it, as stored. */
export interface ReceiptRow {
  transactionId: number;
  orNumber: string;
  paidAt: Date;
  reference: string;
  status: string;
  /** Centavos: the LGU's amount. */
  amount: number;
  /** Centavos of convenience fee the transaction's last checkout asked on top. */
  convenienceFee: number;
  description: string;
  transactionType: string;
  moduleType: string;
  subject: Record<string, unknown>;
  taxpayerId: number;
  accountName: string;
  /** The settling payment (a paid checkout whose money was not held for refund); null when none is found. */
  checkoutId: string | null;
  gateway: string | null;
  /** Centavos taken by that payment (the bill plus any convenience fee). */
  taken: number | null;
  /** Who took an office payment ('staff:3') and their name. */
  collectedBy: string | null;
  collectorName: string | null;
}

type Raw = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The official receipts issued between two instants (a Manila day), in OR number order, each with
 * the payment that settled it: the transaction's paid checkout that was not held for refund.
 */
export async function receiptsBetween(db: Db, from: Date, to: Date): Promise<ReceiptRow[]> {
  const result = await db.execute(sql`
    select t.id, t.official_receipt_number, t.paid_at, t.reference_number, t.status, t.amount, t.convenience_fee,
      t.description, t.transaction_type, t.module_type, t.subject, t.taxpayer_id,
      trim(p.first_name || ' ' || p.last_name) as account_name,
      c.id as checkout_id, c.gateway, c.amount as taken, c.collected_by, s.name as collector_name
    from transaction_histories t
    join taxpayers p on p.id = t.taxpayer_id
    left join lateral (
      select k.id, k.gateway, k.amount, k.collected_by from checkouts k
      where k.transaction_id = t.id and k.status = 'paid'
        and not exists (select 1 from refunds r where r.checkout_id = k.id)
      order by k.updated_at, k.id limit 1
    ) c on true
    left join staff_accounts s on c.collected_by = 'staff:' || s.id
    where t.paid_at >= ${from.toISOString()} and t.paid_at < ${to.toISOString()}
      and t.official_receipt_number is not null
    order by t.official_receipt_number, t.id`);
  return (result as unknown as { rows: Raw[] }).rows.map((r) => ({
    transactionId: Number(r.id),
    orNumber: String(r.official_receipt_number),
    paidAt: date(r.paid_at),
    reference: String(r.reference_number),
    status: String(r.status),
    amount: Number(r.amount),
    convenienceFee: Number(r.convenience_fee ?? 0),
    description: String(r.description),
    transactionType: String(r.transaction_type),
    moduleType: String(r.module_type),
    subject: (r.subject ?? {}) as Record<string, unknown>,
    taxpayerId: Number(r.taxpayer_id),
    accountName: String(r.account_name ?? ''),
    checkoutId: r.checkout_id === null ? null : String(r.checkout_id),
    gateway: r.gateway === null ? null : String(r.gateway),
    taken: num(r.taken),
    collectedBy: r.collected_by === null ? null : String(r.collected_by),
    collectorName: r.collector_name === null ? null : String(r.collector_name),
  }));
}
