import { asc, eq } from 'drizzle-orm';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { LAB_PASSED, LAB_PENDING, labTestsOf } from '@/domain/applications/kind-workflow';
import { LAB_RESULT_LABELS, LAB_RESULT_RULES } from '@/domain/applications/lab-result-rules';
import { manilaIsoDate } from '@/domain/format/manila-date';
import { applications } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { applicationLabResults } from '../../db/lab-results-schema';
import { transactionHistories } from '../../db/payments-schema';
import { ConflictError, ForbiddenError, invalidField, NotFoundError } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import { parseRules } from '../../http/parse-rules';
import { definitionByRoute } from '../applications/application-definitions';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';
import { moveStatusIn } from '../applications/move-status';
import { actsFor, staffActor, type StaffMember } from '../staff/staff-roles';
import { STAFF_REVIEW_MESSAGES } from './staff-review.messages';

type LabRow = typeof applicationLabResults.$inferSelect;
type Answers = Readonly<Record<string, unknown>>;

/** Each test's latest result (a retest after treatment replaces the one before it). */
async function latestResults(db: Db | Tx, applicationId: number): Promise<Map<string, LabRow>> {
  const rows = await db
    .select()
    .from(applicationLabResults)
    .where(eq(applicationLabResults.applicationId, applicationId))
    .orderBy(asc(applicationLabResults.id));
  return new Map(rows.map((r) => [r.test, r]));
}

/**
 * The console's view of an application's laboratory step: each test it asks for, with its latest
 * result or null. Undefined for a kind without the step.
 */
export async function labSheet(
  db: Db,
  definition: ApplicationDefinition | undefined,
  id: number,
  answers: Answers,
) {
  if (!definition?.workflow.lab) return undefined;
  const latest = await latestResults(db, id);
  return {
    tests: labTestsOf(definition.workflow.lab, answers).map((test) => {
      const r = latest.get(test.code);
      return {
        code: test.code,
        label: test.label,
        result: r
          ? {
              passed: r.passed,
              finding: r.finding,
              examined_on: r.examinedOn,
              recorded_at: r.recordedAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/** What a document prints of the laboratory: each test asked for, its finding and the day (none without the step). */
export async function labFacts(tx: Tx, definition: ApplicationDefinition, id: number, answers: Answers) {
  if (!definition.workflow.lab) return {};
  const latest = await latestResults(tx, id);
  const results = labTestsOf(definition.workflow.lab, answers).flatMap((test) => {
    const r = latest.get(test.code);
    return r ? [{ test: test.label.en, finding: r.finding, examined_on: r.examinedOn }] : [];
  });
  return { lab_results: results };
}

/** The audit's reason of the move out of the laboratory: what was found, test by test. */
const summary = (definition: ApplicationDefinition, answers: Answers, latest: Map<string, LabRow>) =>
  `Laboratory results: ${labTestsOf(definition.workflow.lab, answers)
    .map(
      (t) => `${t.label.en} ${latest.get(t.code)?.finding ?? ''} (${latest.get(t.code)?.examinedOn ?? ''})`,
    )
    .join('; ')}`;

export interface LabResultsDeps {
  db: Db;
  now: () => Date;
  /** A kind's automatic steps once the certificate is generated (billed at once). */
  afterMove?: (applicationId: number) => Promise<void>;
}

/**
 * `POST /api/v1/staff/applications/{id}/lab_results`: records one test's result while the
 * application is PENDING LAB TEST (staff of the kind's offices; a test it asked for; examined
 * between the day it was filed and today). Once every test it asks for has a passing latest
 * result, it moves on to HEALTH CERTIFICATE GENERATED in the same transaction, the results in the
 * audit's reason, and the kind's automatic steps follow; a failed result keeps it at the
 * laboratory, where the office records a retest, returns it or rejects it.
 */
export async function recordLabResult(
  d: LabResultsDeps,
  staff: StaffMember,
  id: number,
  body: Record<string, unknown>,
) {
  const values = parseRules(LAB_RESULT_RULES, body, { labels: LAB_RESULT_LABELS });
  const now = d.now();
  const moved = await d.db.transaction(async (tx) => {
    // Locked: two officers recording the last two tests at once still see each other's result.
    const [row] = await tx
      .select({
        route: applications.route,
        payload: applications.payload,
        createdAt: applications.createdAt,
        status: transactionHistories.status,
      })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(eq(applications.id, id))
      .for('update');
    if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    const definition = definitionByRoute(row.route);
    if (!actsFor(staff, definition?.offices ?? [])) throw new ForbiddenError();
    if (!definition?.workflow.lab) throw new ConflictError(STAFF_REVIEW_MESSAGES.noLabStep);
    if (row.status !== LAB_PENDING)
      throw new ConflictError(withValues(STAFF_REVIEW_MESSAGES.notAtLab, { status: row.status }));
    const asked = labTestsOf(definition.workflow.lab, row.payload);
    if (!asked.some((t) => t.code === values.test))
      throw invalidField('test', STAFF_REVIEW_MESSAGES.testNotAsked);
    const day = values.examined_on;
    // A day of the calendar (not 2026-02-30), between the filing and today (Manila).
    const real = manilaIsoDate(new Date(`${day}T12:00:00+08:00`)) === day;
    if (!real || day > manilaIsoDate(now) || day < manilaIsoDate(row.createdAt))
      throw invalidField('examined_on', STAFF_REVIEW_MESSAGES.examinedLater);
    await tx.insert(applicationLabResults).values({
      applicationId: id,
      test: values.test,
      passed: values.passed === '1',
      finding: values.finding.toUpperCase(),
      examinedOn: day,
      recordedBy: staffActor(staff),
      recordedAt: now,
    });
    const latest = await latestResults(tx, id);
    if (!asked.every((t) => latest.get(t.code)?.passed === true)) return false;
    const reason = summary(definition, row.payload, latest);
    await moveStatusIn(tx, { applicationId: id, to: LAB_PASSED, actor: staffActor(staff), reason }, now);
    return true;
  });
  if (moved) await d.afterMove?.(id);
  const [after] = await d.db
    .select({ status: transactionHistories.status, payload: applications.payload, route: applications.route })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(eq(applications.id, id));
  return {
    data: {
      id,
      status: after?.status ?? LAB_PASSED,
      lab: await labSheet(d.db, definitionByRoute(after?.route ?? ''), id, after?.payload ?? {}),
    },
  };
}
