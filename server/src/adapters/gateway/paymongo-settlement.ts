import type { SettledPayment, SettlementReport } from './payment-gateway';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const cents = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : 0);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

// PayMongo lists payments newest first, 100 a page at most; a day's payments are a few pages back.
const PAGE = 100;
const MAX_PAGES = 100;
// A payment is paid within minutes of its creation (a checkout session lives a day at most): once
// a page reaches payments created two days before the range, nothing older can be in it.
const LOOK_BACK_MS = 2 * 86_400_000;

/** Reads one payment of PayMongo's list as the settlement report keeps it; null unless paid. */
function settled(resource: unknown): SettledPayment | null {
  const payment = obj(resource);
  const a = obj(payment.attributes);
  if (a.status !== 'paid' || typeof payment.id !== 'string' || !Number.isSafeInteger(a.paid_at)) return null;
  const metadata = obj(a.metadata);
  const amount = cents(a.amount);
  const fee = cents(a.fee);
  const refunds = Array.isArray(a.refunds) ? a.refunds.map((r) => obj(obj(r).attributes)) : [];
  return {
    paymentId: payment.id,
    // The checkout session's metadata (createCheckout sets it) is copied to its payments.
    checkoutId: text(metadata.checkout_id),
    reference: text(metadata.reference_number) ?? text(a.external_reference_number),
    amount,
    fee,
    net: Number.isSafeInteger(a.net_amount) ? (a.net_amount as number) : amount - fee,
    refunded: refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + cents(r.amount), 0),
    paidAt: new Date((a.paid_at as number) * 1000),
  };
}

/**
 * PayMongo's payments paid between two instants (its List all Payments API, `GET /v1/payments`,
 * newest first, paged with `after`): each with its amount, fee, net amount and refunds, and the
 * portal's checkout id from its metadata.
 */
export async function paymongoSettlement(
  get: (path: string) => Promise<Json>,
  { from, to }: { from: Date; to: Date },
): Promise<SettlementReport> {
  const payments: SettledPayment[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await get(`/payments?limit=${PAGE}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    const data = Array.isArray(body.data) ? body.data : [];
    for (const resource of data) {
      const paid = settled(resource);
      if (paid && paid.paidAt >= from && paid.paidAt < to) payments.push(paid);
    }
    const last = obj(data.at(-1));
    const created = obj(last.attributes).created_at;
    const pastRange =
      Number.isSafeInteger(created) && (created as number) * 1000 < from.getTime() - LOOK_BACK_MS;
    if (body.has_more !== true || typeof last.id !== 'string' || pastRange) break;
    after = last.id;
  }
  payments.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  return { gateway: 'paymongo', from, to, payments };
}
