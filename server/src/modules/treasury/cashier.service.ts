import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatCentavos, parseCentavos } from '@/domain/money/centavos';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, invalidField, NotFoundError } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import type { AuditLog } from '../audit/audit-log';
import type { Settlement } from '../payments/settlement';
import type { StaffMember } from '../staff/staff-roles';
import { OFFICE_CHANNELS } from './collection-channels';
import { settleAtOffice } from './office-payment';
import type { BillKind } from '../../billing/bill-kind';
import { CASHIER_MESSAGES } from './treasury.messages';

const UNPAID = [...TRANSACTION_ACTIONS.settle.from];
const OR_NUMBER = /^[A-Z0-9][A-Z0-9-]{0,29}$/;

/**
 * The cashier's over-the-counter posting of an online statement of account (issue 28): found by
 * its SOA number or reference among the kinds a cashier may take (BillKind.payableAtCounter),
 * the amount received must be the SOA's total, and it settles through the office's payment (the
 * gateways' settlement: one receipt, never two) with the OR the cashier issued, once.
 */
export function createCashierService(d: {
  db: Db;
  now: () => Date;
  settlement: Settlement;
  audit: AuditLog;
  kinds: readonly BillKind[];
}) {
  const counterKinds = d.kinds.filter((k) => k.payableAtCounter);
  const ofCounterKind = inArray(
    sql`${transactionHistories.subject}->>'kind'`,
    counterKinds.map((k) => k.subjectKind),
  );
  const columns = {
    id: transactionHistories.id,
    reference: transactionHistories.referenceNumber,
    description: transactionHistories.description,
    amount: transactionHistories.amount,
    status: transactionHistories.status,
    payor: sql<string>`trim(${taxpayers.firstName} || ' ' || ${taxpayers.lastName})`,
  };

  /** Statements of account waiting for payment that the term names (its SOA number or reference). */
  async function find(raw: string) {
    const term = raw.trim();
    if (term.length < 3 || counterKinds.length === 0) return [];
    const named = [
      eq(transactionHistories.referenceNumber, term.toUpperCase()),
      ...counterKinds.map((k) => k.matches?.(term)),
    ].filter((c): c is SQL => c !== undefined);
    return d.db
      .select(columns)
      .from(transactionHistories)
      .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
      .where(and(ofCounterKind, inArray(transactionHistories.status, UNPAID), or(...named)))
      .orderBy(desc(transactionHistories.createdAt))
      .limit(10);
  }

  /** Posts the payment; answers the receipt and the transaction's status. */
  async function post(staff: StaffMember, body: Record<string, unknown>) {
    const id = Number(body.transaction_id);
    const orNumber = typeof body.or_number === 'string' ? body.or_number.trim().toUpperCase() : '';
    if (!OR_NUMBER.test(orNumber)) throw invalidField('or_number', CASHIER_MESSAGES.orNumber);
    const [txn] = Number.isSafeInteger(id)
      ? await d.db
          .select(columns)
          .from(transactionHistories)
          .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
          .where(and(eq(transactionHistories.id, id), ofCounterKind))
      : [];
    if (!txn) throw new NotFoundError(CASHIER_MESSAGES.notPayableHere);
    if (!UNPAID.includes(txn.status as (typeof UNPAID)[number]))
      throw new ConflictError(CASHIER_MESSAGES.notPayableHere);
    const raw = typeof body.amount === 'string' || typeof body.amount === 'number' ? body.amount : '';
    if (parseCentavos(raw) !== txn.amount)
      throw invalidField(
        'amount',
        withValues(CASHIER_MESSAGES.amountNotTotal, { total: formatCentavos(txn.amount, { sign: true }) }),
      );
    const actor = `staff:${staff.id}`;
    let result;
    try {
      result = await settleAtOffice(d, {
        transactionId: id,
        channel: OFFICE_CHANNELS.counter,
        amount: txn.amount,
        collectedBy: actor,
        key: `or:${orNumber}`,
        receiptNumber: orNumber,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(CASHIER_MESSAGES.orUsed);
      throw err;
    }
    if (result === 'duplicate') throw new ConflictError(CASHIER_MESSAGES.orUsed);
    if (result === 'ignored') throw new ConflictError(CASHIER_MESSAGES.notSettled);
    await d.audit.record({
      actor,
      action: 'cashier.post',
      subject: `transaction:${id}`,
      detail: { reference: txn.reference, or_number: orNumber, amount: txn.amount, result },
    });
    if (result === 'held_for_refund') throw new ConflictError(CASHIER_MESSAGES.alreadyPaid);
    return { transactionId: id, reference: txn.reference, orNumber, amount: txn.amount };
  }

  return { find, post };
}
