import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/http-errors';
import { TREASURY_MESSAGES } from './treasury.messages';

/** One Manila day of a month's collections (centavos): official receipts and the LGU's amount. */
export interface CollectionDay {
  day: string;
  count: number;
  amount: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month's collections by Manila day (issue 28, the treasury's chart): every day of the month,
 * a day without receipts as zero, counted as the day's report counts them (official receipts by
 * the day they were paid, their LGU amount, no convenience fee).
 */
export async function collectionsOfMonth(db: Db, month: string | undefined): Promise<CollectionDay[]> {
  const match = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const year = Number(match?.[1]);
  const number = Number(match?.[2]);
  if (!match || number < 1 || number > 12 || year < 2000)
    throw invalidField('month', TREASURY_MESSAGES.badMonth);
  const from = new Date(`${year}-${pad(number)}-01T00:00:00+08:00`);
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const to = new Date(from.getTime() + days * 86_400_000);
  const result = await db.execute(sql`
    -- Manila is UTC+8 all year (no daylight saving), and PGlite may lack the zone database.
    select to_char((t.paid_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
      count(*) as count, coalesce(sum(t.amount), 0) as amount
    from transaction_histories t
    where t.paid_at >= ${from.toISOString()} and t.paid_at < ${to.toISOString()}
      and t.official_receipt_number is not null
    group by 1`);
  const found = new Map(
    (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => [
      String(r.day),
      { count: Number(r.count), amount: Number(r.amount) },
    ]),
  );
  return Array.from({ length: days }, (_, i) => {
    const day = `${year}-${pad(number)}-${pad(i + 1)}`;
    return { day, ...(found.get(day) ?? { count: 0, amount: 0 }) };
  });
}
