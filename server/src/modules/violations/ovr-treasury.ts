import { sql } from 'drizzle-orm';
import type { CollectionLine } from '@/domain/treasury/funds';
import type { BillTreasury } from '../../billing/bill-treasury';
import { transactionHistories } from '../../db/payments-schema';
import { OVR_SUBJECT_KIND, ovrViolationsOf } from './ovr-subject';

const fine = (violation: string, ordinance: string) => ({
  en: `Fine: ${violation} (${ordinance})`,
  fil: `Multa: ${violation} (${ordinance})`,
});
const FINES = { en: 'Fines and penalties (ordinance violation)', fil: 'Mga multa (paglabag sa ordinansa)' };

/**
 * An ordinance violation receipt for the treasury: a General Fund line per ordinance violated, as
 * its statement of account billed them (one line of fines if they do not add up to what was paid);
 * support finds it by OVR number or SOA number.
 */
export const ovrTreasury: BillTreasury = {
  collectionLines(_db, paid) {
    return Promise.resolve(
      paid.map((p): CollectionLine[] => {
        const lines = ovrViolationsOf(p.subject).map((v): CollectionLine => ({
          nature: fine(v.violation, v.ordinance),
          fund: 'GF',
          amount: v.amount,
        }));
        const sum = lines.reduce((s, l) => s + l.amount, 0);
        return lines.length > 0 && sum === p.amount
          ? lines
          : [{ nature: FINES, fund: 'GF', amount: p.amount }];
      }),
    );
  },
  matches(term) {
    if (!/\d/.test(term)) return undefined;
    const typed = [...new Set([term.trim(), term.trim().toUpperCase()])];
    const forms = typed.flatMap((value) => [
      sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: OVR_SUBJECT_KIND, ovr_no: value })}::jsonb`,
      sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: OVR_SUBJECT_KIND, soa_number: value })}::jsonb`,
    ]);
    return sql`(${sql.join(forms, sql` or `)})`;
  },
};
