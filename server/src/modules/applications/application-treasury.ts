import { inArray, or, sql } from 'drizzle-orm';
import { fundOrGeneral, type CollectionLine } from '@/domain/treasury/funds';
import { applications } from '../../db/applications-schema';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import { oneLine, type BillTreasury } from '../../billing/bill-treasury';
import { listAdjustments } from '../assessment/adjustments-list';
import { allDefinitions } from './application-definitions';
import { APPLICATION_SOA_KIND } from './soa-subject';

/** Every identity field the kinds declare (a BIN, a TIN, a plate number …), read from the definitions. */
const identityFields = () => [...new Set(allDefinitions().flatMap((d) => d.subject.identity))];

/**
 * A filed application for taxpayer support (issue 28): found by any identity field its kind
 * declares, as typed or in capitals, through the payload's jsonb_path_ops index. A filed
 * application is not paid until assessed, so it has no collection lines of its own.
 */
export const applicationTreasury: BillTreasury = {
  collectionLines: oneLine((p) => ({ en: p.transactionType, fil: p.transactionType })),
  matches(term) {
    const forms = [...new Set([term.trim(), term.trim().toUpperCase()])];
    const any = identityFields().flatMap((field) =>
      forms.map((value) => sql`${applications.payload} @> ${JSON.stringify({ [field]: value })}::jsonb`),
    );
    if (any.length === 0) return undefined;
    return sql`${transactionHistories.id} in (select ${applications.transactionId} from ${applications} where ${or(...any)})`;
  },
};

const soaIdOf = (subject: Record<string, unknown>) =>
  Number.isInteger(subject.soa_id) ? (subject.soa_id as number) : null;

/**
 * An assessed application's statement of account for the treasury (issue 28): a line per fee the
 * assessor confirmed (the SOA's lines), in the fund the schedule gave it (the General Fund when it
 * gave none; the BFP's fire code fees in the Trust Fund), or one General Fund line of the
 * transaction type when the lines do not add up to what was paid; support finds it by SOA number.
 */
export const applicationSoaTreasury: BillTreasury = {
  payableAtCounter: true,
  async collectionLines(db, paid) {
    const ids = [...new Set(paid.map((p) => soaIdOf(p.subject)).filter((id) => id !== null))];
    const soas =
      ids.length === 0
        ? []
        : await db
            .select({ id: applicationSoas.id, lines: applicationSoas.lines })
            .from(applicationSoas)
            .where(inArray(applicationSoas.id, ids));
    return paid.map((p): CollectionLine[] => {
      const soa = soas.find((s) => s.id === soaIdOf(p.subject));
      const lines = (soa?.lines ?? []).map((l): CollectionLine => ({
        nature: { en: l.label, fil: l.label },
        fund: fundOrGeneral(l.fund),
        amount: l.amount,
        ...(l.remitTo && { remitTo: l.remitTo }),
      }));
      const sum = lines.reduce((s, l) => s + l.amount, 0);
      return lines.length > 0 && sum === p.amount
        ? lines
        : [{ nature: { en: p.transactionType, fil: p.transactionType }, fund: 'GF', amount: p.amount }];
    });
  },
  // Issue 25: an SOA assessed below the schedule shows the schedule's total and both officers.
  async adjustments(db, paid) {
    const ids = [...new Set(paid.map((p) => soaIdOf(p.subject)).filter((id) => id !== null))];
    if (ids.length === 0) return paid.map(() => undefined);
    const { rows } = await listAdjustments(db, { soaIds: ids, pageSize: ids.length });
    return paid.map((p) => {
      const soaId = soaIdOf(p.subject);
      const a = soaId === null ? undefined : rows.find((r) => r.soaId === soaId);
      return (
        a && {
          scheduleTotal: a.scheduleTotal,
          adjustedTotal: a.adjustedTotal,
          shareBelowBp: a.shareBelowBp,
          reason: a.reason,
          adjustedByName: a.adjustedByName,
          adjustedAt: a.adjustedAt,
          approvedByName: a.state === 'approved' ? a.decidedByName : null,
          approvedAt: a.state === 'approved' ? a.decidedAt : null,
        }
      );
    });
  },
  matches(term) {
    const soaNumber = term.trim().toUpperCase();
    if (!/\d/.test(soaNumber)) return undefined;
    return sql`${transactionHistories.subject} @> ${JSON.stringify({ kind: APPLICATION_SOA_KIND, soa_number: soaNumber })}::jsonb`;
  },
};
