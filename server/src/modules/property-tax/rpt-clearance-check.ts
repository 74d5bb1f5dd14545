import { manilaDateParts } from '@/domain/format/manila-date';
import { quarterIndex, quarterOf } from '@/domain/property-tax/quarter-index';
import { unpaidThrough } from '@/domain/property-tax/unpaid-through';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/http-errors';
import { withValues, type ServerMessage } from '../../http/i18n/server-messages';
import type { Subjects } from '../applications/application-subjects';
import { PROPERTY_TAX_MESSAGES as M } from './property-tax.messages';
import { ownerProperties, paidStates, type RptPropertyRow } from './rpt-queries';

/** The pre-check a real property tax clearance names (its definition's `subject.preChecks`). */
export const RPT_PAID_THROUGH_CHECK = 'rpt-paid-through-current-quarter';

/** The payload field naming the owner on the roll, as the property-tax look-ups name it (§7.2). */
export const RPT_OWNER_FIELD = 'owner_id';

// What the pre-check found, as a clearance's document entry reads it: the owner's name on the
// roll, 'Q2 2026', and the properties (pin, arp_no, kind, barangay, assessed_value in centavos).
export const RPT_OWNER_NAME_FACT = 'roll_owner_name';
export const RPT_PAID_THROUGH_FACT = 'roll_paid_through';
export const RPT_PROPERTIES_FACT = 'roll_properties';

const quarterText = (index: number) => {
  const { year, quarter } = quarterOf(index);
  return `Q${quarter} ${year}`;
};

/** One message whose parts differ by language (the list of what is unpaid), under one id. */
const inBoth = (message: ServerMessage, en: Record<string, string>, fil: Record<string, string>) => ({
  id: message.id,
  en: withValues(message, en).en,
  fil: withValues(message, fil).fil,
});

/**
 * What a clearance prints of the roll it was checked against (the pre-check's answer, stored
 * beside the applicant's answers): the owner's name as the roll has it, the quarter every property
 * is paid through, and each property.
 */
function clearedRoll(rows: readonly RptPropertyRow[], paidThrough: string) {
  return {
    [RPT_OWNER_NAME_FACT]: rows[0]?.ownerName ?? '',
    [RPT_PAID_THROUGH_FACT]: paidThrough,
    [RPT_PROPERTIES_FACT]: rows.map((r) => ({
      pin: r.pin,
      arp_no: r.arpNo,
      kind: r.kind,
      barangay: r.barangay,
      assessed_value: r.assessedValue,
    })),
  };
}

/**
 * Refuses a filing unless the roll shows every property of the payload's owner paid through the
 * current quarter (Manila), by the roll's paid-through and the quarters paid through the portal;
 * the 422 on `owner_id` names each property short of it and the first quarter it owes. Answers
 * the roll it cleared (clearedRoll).
 */
export async function checkPaidThroughCurrentQuarter(db: Db, owner: unknown, now: Date) {
  const ownerId = typeof owner === 'string' ? owner.trim().toUpperCase() : '';
  if (ownerId === '') throw invalidField(RPT_OWNER_FIELD, M.ownerIdRequired);
  const rows = await ownerProperties(db, ownerId);
  if (rows.length === 0)
    throw invalidField(RPT_OWNER_FIELD, withValues(M.ownerNotOnRoll, { owner: ownerId }));
  const paid = await paidStates(db, rows);
  const { year, month } = manilaDateParts(now);
  const through = quarterIndex(year, Math.ceil(month / 3));
  const unpaid = unpaidThrough(
    rows.flatMap((r) => {
      const state = paid.get(r.id);
      return state ? [{ pin: r.pin, paid: state }] : [];
    }),
    through,
  );
  if (unpaid.length === 0) return clearedRoll(rows, quarterText(through));
  const list = (language: 'en' | 'fil') =>
    unpaid
      .map(({ pin, from }) =>
        from === null
          ? withValues(M.neverPaid, { pin })[language]
          : withValues(M.unpaidFrom, { pin, quarter: quarterText(from) })[language],
      )
      .join('; ');
  const values = { owner: ownerId, quarter: quarterText(through) };
  throw invalidField(
    RPT_OWNER_FIELD,
    inBoth(M.notPaidThrough, { ...values, unpaid: list('en') }, { ...values, unpaid: list('fil') }),
  );
}

/** Registers the clearance's pre-check with the application engine. */
export function registerRptClearanceCheck(subjects: Subjects, db: Db) {
  subjects.check(RPT_PAID_THROUGH_CHECK, ({ payload, now }) =>
    checkPaidThroughCurrentQuarter(db, payload[RPT_OWNER_FIELD], now),
  );
}
