import { sql } from 'drizzle-orm';
import { formatBin } from '@/domain/format/input-masks';
import { transactionHistories } from '../../db/payments-schema';
import { oneLine, type BillTreasury } from '../../billing/bill-treasury';
import { BTAX_SUBJECT_KIND } from './btax-subject';

/** The forms a typed BIN may be stored in: as typed (upper case), and fitted to the standard mask. */
const binForms = (term: string) => {
  const typed = term.trim().toUpperCase();
  const digits = typed.replace(/\D/g, '');
  return [...new Set([typed, digits.length >= 9 ? formatBin(digits) : typed])];
};

/**
 * Business tax for the treasury (issue 28): one General Fund line, the tax with its surcharge and
 * interest (what the bill's total_amount charges); support finds its transactions by BIN.
 */
export const btaxTreasury: BillTreasury = {
  collectionLines: oneLine(() => ({
    en: 'Business tax (with surcharge and interest)',
    fil: 'Buwis sa negosyo (kasama ang surcharge at interes)',
  })),
  matches(term) {
    if (!/\d{3}/.test(term)) return undefined;
    const any = binForms(term).map(
      (bin) =>
        sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: BTAX_SUBJECT_KIND, bin })}::jsonb`,
    );
    return sql`(${sql.join(any, sql` or `)})`;
  },
};
