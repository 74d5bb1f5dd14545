import { sql } from 'drizzle-orm';
import { transactionHistories } from '../../db/payments-schema';
import { oneLine, type BillTreasury } from '../../billing/bill-treasury';
import { SOA_SUBJECT_KIND } from './soa-subject';

/**
 * An office's statement of account for the treasury (issue 28): one General Fund line saying
 * what the statement was for (its number, office and description), the payor it names, and
 * support finds it by SOA number.
 */
export const soaTreasury: BillTreasury = {
  payableAtCounter: true,
  collectionLines: oneLine((p) => ({ en: p.description, fil: p.description })),
  payor: (subject) => (typeof subject.payor_name === 'string' ? subject.payor_name : null),
  matches(term) {
    const soaNumber = term.trim().toUpperCase();
    if (!/\d/.test(soaNumber)) return undefined;
    return sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: SOA_SUBJECT_KIND, soa_number: soaNumber })}::jsonb`;
  },
};
