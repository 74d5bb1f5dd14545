import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SettledPayment, SettlementReport } from './payment-gateway';

/**
 * The sandbox's merchant fee: 2.5% of what it took, half up to the centavo (an e-wallet's rate at
 * the hosted-checkout providers), kept from what it pays out, as a provider's settlement shows.
 */
export const sandboxFee = (amount: number) => Math.floor((amount * 25 + 500) / 1000);

/** A paid sandbox checkout as its record keeps it (sandbox-gateway.ts's SandboxSession). */
interface PaidRecord {
  checkoutId: string;
  reference: string;
  amount: number;
  createdAt: string;
  paidAt?: string;
  fee?: number;
  refunded?: number;
}

/**
 * What the sandbox was paid between two instants, as a provider's settlement report lists it: each
 * paid checkout (paid at its `paidAt`; one paid before the sandbox kept that, at its creation) with
 * the amount, the fee, the net it pays out and what was refunded of it.
 */
export async function sandboxSettlement(
  db: Db,
  { from, to }: { from: Date; to: Date },
): Promise<SettlementReport> {
  const paidAt = sql`coalesce((value::jsonb)->>'paidAt', (value::jsonb)->>'createdAt')`;
  const result = await db.execute(sql`
    select value from settings
    where key like 'sandbox\\_checkout:%' and (value::jsonb)->>'status' = 'paid'
      and ${paidAt} >= ${from.toISOString()} and ${paidAt} < ${to.toISOString()}
    order by ${paidAt}, key`);
  const payments = (result as unknown as { rows: { value: string }[] }).rows.map((row): SettledPayment => {
    const paid = JSON.parse(row.value) as PaidRecord;
    const fee = paid.fee ?? sandboxFee(paid.amount);
    return {
      paymentId: `pay_${paid.checkoutId}`,
      checkoutId: paid.checkoutId,
      reference: paid.reference,
      amount: paid.amount,
      fee,
      net: paid.amount - fee,
      refunded: paid.refunded ?? 0,
      paidAt: new Date(paid.paidAt ?? paid.createdAt),
    };
  });
  return { gateway: 'sandbox', from, to, payments };
}
