import { eq, or, sql } from 'drizzle-orm';
import { splitInProportion, type CollectionLine } from '@/domain/treasury/funds';
import { transactionHistories } from '../../db/payments-schema';
import { rptBilledQuarters, rptProperties } from '../../db/property-tax-schema';
import type { BillTreasury } from '../../billing/bill-treasury';
import { readRptRates } from './rpt-settings';
import { RPT_SUBJECT_KIND } from './rpt-subject';

const BASIC = { en: 'Real property tax, basic', fil: 'Buwis sa amilyar, basic' };
const SEF = {
  en: 'Real property tax, Special Education Fund',
  fil: 'Buwis sa amilyar, Pondo para sa Espesyal na Edukasyon',
};

const bp = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null);

/**
 * Real property tax for the treasury (issue 28): the basic tax goes to the General Fund and the
 * SEF levy to the Special Education Fund (RA 7160 §235, §272). Interest and discounts follow the
 * tax they are on, so the whole amount splits in the proportion of the two rates it was priced with
 * (the subject keeps them; older transactions take the rates in force). Support finds a
 * transaction by a property's TD (ARP) number or PIN, or by the owner ID.
 */
export const rptTreasury: BillTreasury = {
  async collectionLines(db, paid) {
    const needsRates = paid.some((p) => bp(p.subject.basic_bp) === null || bp(p.subject.sef_bp) === null);
    const rates = needsRates ? await readRptRates(db) : null;
    return paid.map((p): CollectionLine[] => {
      const basicBp = bp(p.subject.basic_bp) ?? rates?.basicBp ?? 1;
      const sefBp = bp(p.subject.sef_bp) ?? rates?.sefBp ?? 0;
      const [basic = 0, sef = 0] = splitInProportion(p.amount, [basicBp, sefBp]);
      return [
        { nature: BASIC, fund: 'GF', amount: basic },
        { nature: SEF, fund: 'SEF', amount: sef },
      ];
    });
  },
  matches(term) {
    const value = term.trim().toUpperCase();
    if (!/\d/.test(value)) return undefined;
    // The billed quarters name the properties: a semi-join on the ARP and PIN indexes.
    const billed = sql`${transactionHistories.id} in (select ${rptBilledQuarters.transactionId} from ${rptBilledQuarters} join ${rptProperties} on ${eq(rptProperties.id, rptBilledQuarters.propertyId)} where ${or(eq(rptProperties.arpNo, value), eq(rptProperties.pin, value))})`;
    const owner = sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: RPT_SUBJECT_KIND, owner_id: value })}::jsonb`;
    return sql`(${billed} or ${owner})`;
  },
};
