import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AssessmentLine } from '@/domain/fees/assessment-line';
import { AWAITING_APPROVAL_STATUS, needsSecondOfficer } from '@/domain/fees/fee-adjustment';
import { type applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import { ValidationError } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import { createAssessFor } from './assess-for';
import { moveRefused, moveStatusIn } from '../applications/move-status';
import { soaExpiresOn } from './soa-expiry';
import { issueSoa } from './soa-issue';
import { REASON_MAX, reasonTooLong } from '../applications/move-reason';
import { checkedReason } from './adjustment-reason';
import { applicationWithStatus } from './application-with-status';
import { recordAdjustment, type Officer } from './adjustment-record';
import { ADJUSTMENT_MESSAGES } from './adjustment.messages';
import { approvalShareBp } from './approval-share';

/** The statuses an application is assessed from (then billed: WAITING FOR PAYMENT). */
export const ASSESSABLE = ['FOR ASSESSMENT (ADMIN)', 'FOR ASSESSMENT (TREASURY)', 'FOR REASSESSMENT'];
export const ADJUSTMENT_REASON_MESSAGE = ADJUSTMENT_MESSAGES.reasonRequired.en;
export const LINES_MESSAGE =
  'Each line needs a code, a label and an amount in centavos; the total must be above zero.';

// An amount's ceiling (§5 amount: ₱999,999,999,999.99) in centavos, and the lines' text limits.
const MAX_CENTAVOS = 99_999_999_999_999;

type Soa = typeof applicationSoas.$inferSelect;
type Adjustment = Awaited<ReturnType<typeof recordAdjustment>>;

/** Payable at once (its SOA; the adjustment kept when within the share), or waiting for approval. */
export type AssessResult =
  | { status: 'WAITING FOR PAYMENT'; soa: Soa; adjustment: Adjustment | undefined }
  | { status: typeof AWAITING_APPROVAL_STATUS; adjustment: Adjustment; soa?: undefined };

export interface AssessInput {
  lines?: unknown;
  reason?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The officer's lines, checked; the computed basis kept where a line is unchanged. */
function officerLines(raw: unknown, computed: readonly AssessmentLine[]): AssessmentLine[] {
  const lines = Array.isArray(raw) && raw.length > 0 && raw.length <= 50 ? raw : null;
  const parsed = (lines ?? []).map((line) => {
    const item = isRecord(line) ? line : {};
    const code = typeof item.code === 'string' ? item.code.trim().slice(0, 40) : '';
    const label = typeof item.label === 'string' ? item.label.trim().replace(/\s+/g, ' ').slice(0, 150) : '';
    const amount = item.amount;
    if (!code || !label || !Number.isSafeInteger(amount) || (amount as number) < 0) return null;
    if ((amount as number) > MAX_CENTAVOS) return null;
    const same = computed.find((c) => c.code === code && c.amount === amount);
    // The money goes where the schedule sends the line's code, whatever the officer's amount;
    // a line of the officer's own is the General Fund's.
    const scheduled = computed.find((c) => c.code === code);
    return {
      code,
      label,
      basis: same?.basis ?? 'Adjusted by the assessor',
      amount: amount as number,
      ...(scheduled?.fund && { fund: scheduled.fund }),
      ...(scheduled?.remitTo && { remitTo: scheduled.remitTo }),
    };
  });
  const valid = parsed.filter((l): l is AssessmentLine => l !== null);
  const codes = new Set(valid.map((l) => l.code));
  if (!lines || valid.length !== parsed.length || codes.size !== valid.length) {
    throw new ValidationError({ lines: [LINES_MESSAGE] });
  }
  if (valid.reduce((sum, l) => sum + l.amount, 0) <= 0) throw new ValidationError({ lines: [LINES_MESSAGE] });
  return valid;
}

const sameLines = (a: readonly AssessmentLine[], b: readonly AssessmentLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) => line.code === b[i]?.code && line.label === b[i]?.label && line.amount === b[i]?.amount,
  );

/**
 * The officer's side of the fee schedule (issue 18): what an application owes as computed, and
 * the confirmed (or adjusted, with a reason) assessment becoming its SOA.
 */
export function createAssessmentService({
  db,
  now,
  schedule,
}: {
  db: Db;
  now: () => Date;
  schedule: FeeScheduleSource;
}) {
  const applicationOf = (applicationId: number) => applicationWithStatus(db, applicationId);

  const fees = createAssessFor(schedule);
  const compute = (application: typeof applications.$inferSelect, at: Date) =>
    fees.assess(definitionByRoute(application.route), application, at);

  return {
    useQuarterBasis: fees.useQuarterBasis,

    /** `GET /api/v1/staff/applications/{id}/assessment`: the lines the schedule computes. */
    async computed(applicationId: number) {
      return compute((await applicationOf(applicationId)).application, now());
    },

    /** The share an adjustment may lower the schedule's total by without a second officer (basis points). */
    approvalShareBp: () => approvalShareBp(db),

    /**
     * `POST …/assess`: confirms the computed lines, or the officer's own with a reason. The SOA,
     * the transaction row made payable and the move to WAITING FOR PAYMENT (with its audit row)
     * commit together or not at all; a second assessment racing this one finds the status moved.
     * Lowered below the schedule by more than the LGU's share (issue 25), nothing becomes payable:
     * the adjustment waits in COMPUTED for another officer (adjustment-decisions.ts).
     */
    async assess(applicationId: number, input: AssessInput, actor: string, actorName = actor) {
      const { application, status } = await applicationOf(applicationId);
      const refused = () => moveRefused(status, 'WAITING FOR PAYMENT');
      if (!ASSESSABLE.includes(status)) throw refused();
      const at = now();
      const computed = (await compute(application, at)).lines;
      const lines = input.lines === undefined ? computed : officerLines(input.lines, computed);
      const adjusted = !sameLines(lines, computed);
      // Refused, not cut: the audit row and what the taxpayer is told keep the officer's words whole.
      const reason = adjusted
        ? checkedReason(input.reason, ADJUSTMENT_MESSAGES.reasonRequired)
        : typeof input.reason === 'string'
          ? input.reason.trim()
          : '';
      if (reason.length > REASON_MAX) throw reasonTooLong();
      const share = await approvalShareBp(db);
      const sum = (of: readonly AssessmentLine[]) => of.reduce((total, l) => total + l.amount, 0);
      const pending = adjusted && needsSecondOfficer(sum(computed), sum(lines), share);
      const officer: Officer = { actor, name: actorName };
      // Read before the transaction: the schedule's own queries are not the transaction's.
      const { soaExpiry } = await schedule.current();
      return db.transaction(async (tx): Promise<AssessResult> => {
        // Guarded like moveStatus: only from an assessable status, so a concurrent move wins or loses whole.
        const [locked] = await tx
          .select({ id: transactionHistories.id })
          .from(transactionHistories)
          .where(
            and(
              eq(transactionHistories.id, application.transactionId),
              inArray(transactionHistories.status, ASSESSABLE),
            ),
          )
          .for('update');
        if (!locked) throw refused();
        const record = {
          applicationId,
          scheduleLines: computed,
          lines,
          approvalShareBp: share,
          reason,
          officer,
        };
        if (pending) {
          // A reassessment's earlier SOA is no longer offered while the new figure waits.
          await tx
            .update(applicationSoas)
            .set({ supersededAt: at })
            .where(
              and(eq(applicationSoas.applicationId, applicationId), isNull(applicationSoas.supersededAt)),
            );
          const adjustment = await recordAdjustment(tx, { ...record, state: 'pending' }, at);
          await moveStatusIn(
            tx,
            {
              applicationId,
              to: AWAITING_APPROVAL_STATUS,
              actor,
              reason: `Assessment adjusted below the schedule, waiting for a second officer's approval: ${reason}`,
            },
            at,
          );
          return { status: AWAITING_APPROVAL_STATUS, adjustment };
        }
        const soa = await issueSoa(
          tx,
          {
            applicationId,
            transactionId: application.transactionId,
            lines,
            expiresOn: soaExpiresOn(soaExpiry, at),
            issuedBy: actor,
            numberPrefix: definitionByRoute(application.route)?.numberPrefix ?? '',
          },
          at,
        );
        const adjustment = adjusted
          ? await recordAdjustment(tx, { ...record, state: 'not_required', soaId: soa.id }, at)
          : undefined;
        await moveStatusIn(
          tx,
          {
            applicationId,
            to: 'WAITING FOR PAYMENT',
            actor,
            reason: adjusted ? `Assessment adjusted: ${reason}` : reason,
          },
          at,
        );
        return { status: 'WAITING FOR PAYMENT', soa, adjustment };
      });
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
