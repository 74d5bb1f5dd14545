import { asc, inArray, sql } from 'drizzle-orm';
import type { CollectionLine } from '@/domain/treasury/funds';
import { transactionHistories } from '../../db/payments-schema';
import { novViolations } from '../../db/violations-fees-schema';
import type { BillTreasury } from '../../billing/bill-treasury';
import { NOV_SUBJECT_KIND, novNoticeIdOf } from './nov-subject';

const fine = (name: string, article: string) => ({
  en: `Fine: ${name} (${article})`,
  fil: `Multa: ${name} (${article})`,
});
const FINES = { en: 'Fines and penalties (notice of violation)', fil: 'Mga multa (abiso ng paglabag)' };

/**
 * A notice of violation for the treasury (issue 28): a General Fund line per violation, as the
 * notice lists them (one line of fines when a re-import changed them after billing, so the lines
 * still add up to what was paid); support finds it by NOV number.
 */
export const novTreasury: BillTreasury = {
  async collectionLines(db, paid) {
    const ids = [...new Set(paid.map((p) => novNoticeIdOf(p.subject)).filter((id) => id !== null))];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(novViolations)
            .where(inArray(novViolations.noticeId, ids))
            .orderBy(asc(novViolations.noticeId), asc(novViolations.position));
    return paid.map((p): CollectionLine[] => {
      const id = novNoticeIdOf(p.subject);
      const lines = rows
        .filter((v) => v.noticeId === id)
        .map((v): CollectionLine => ({ nature: fine(v.name, v.article), fund: 'GF', amount: v.amount }));
      const sum = lines.reduce((s, l) => s + l.amount, 0);
      return lines.length > 0 && sum === p.amount ? lines : [{ nature: FINES, fund: 'GF', amount: p.amount }];
    });
  },
  matches(term) {
    if (!/\d/.test(term)) return undefined;
    // As imported: the number as typed or in capitals.
    const forms = [...new Set([term.trim(), term.trim().toUpperCase()])].map(
      (nov_no) =>
        sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: NOV_SUBJECT_KIND, nov_no })}::jsonb`,
    );
    return sql`(${sql.join(forms, sql` or `)})`;
  },
};
