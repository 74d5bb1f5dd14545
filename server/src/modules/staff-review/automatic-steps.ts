import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { acceptedStatus } from '@/domain/applications/endorsements';
import { kindCanMove, LAB_PASSED } from '@/domain/applications/kind-workflow';
import type { Logger } from 'pino';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import type { DocumentsService } from '../../documents/documents.service';
import { ConflictError } from '../../http/http-errors';
import { allDefinitions, definitionByRoute } from '../applications/application-definitions';
import { moveStatus } from '../applications/move-status';
import type { Infrastructure } from '../../infrastructure';
import type { StepNotice } from '../applications/notify-application-step';
import { stepNotifier } from '../applications/step-notifier';
import { ASSESSABLE, type AssessmentService } from '../assessment/assessment.service';
import { releaseApplication } from './release-application';

/** The audit's actor of a step the portal takes by itself. */
export const SYSTEM = 'system';

/** The name a document issued with no officer prints where an officer's would be. */
export const ONLINE_ISSUER = 'Issued online';

// A workflow's longest run without an officer: accepted (or passed the laboratory), assessed,
// (paid by the gateway,) printed, released.
const MOST_STEPS = 4;

/** The last moment an SOA can be paid, for the notice: the end of its last day in Manila. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59+08:00`);

export interface AutomaticStepsDeps {
  db: Db;
  now: () => Date;
  logger: Pick<Logger, 'error'>;
  assessment: Pick<AssessmentService, 'assess'>;
  documents: Pick<DocumentsService, 'registry' | 'issue'>;
  /** Tells the applicant of a step once it committed (stepNotifier). */
  notify: (notice: StepNotice) => void;
}

/** The automatic steps over the portal's infrastructure, the applicant told as by an officer's moves. */
export const automaticStepsOf = (
  infra: Pick<Infrastructure, 'db' | 'now' | 'logger' | 'sms' | 'mail'>,
  deps: Pick<AutomaticStepsDeps, 'assessment' | 'documents'>,
) => createAutomaticSteps({ ...infra, ...deps, notify: stepNotifier(infra) });

/**
 * The steps a kind's workflow declares `automatic` (application-kind.ts), taken by the portal as
 * soon as an application reaches them: accepted unreviewed, billed by the fee schedule, and once
 * paid printed and released with its document — a cedula is issued seconds after it is paid. Each
 * is the same move an officer makes (the status table, the audit as `system`, the applicant told).
 */
export function createAutomaticSteps(d: AutomaticStepsDeps) {
  /** Takes the one automatic step from where the application stands; the status it reached, or null. */
  async function step(applicationId: number, definition: ApplicationDefinition, status: string) {
    const { workflow } = definition;
    const auto = workflow.automatic ?? {};
    const move = async (to: string) => {
      await moveStatus(d.db, { applicationId, to, actor: SYSTEM }, d.now());
      return to;
    };
    if (status === 'PENDING' && auto.accept) {
      const to = acceptedStatus(workflow);
      return kindCanMove(workflow, status, to) ? move(to) : null;
    }
    // The laboratory found the applicant fit: a kind billed at once goes to assessment (printing, if free).
    if (status === LAB_PASSED && (workflow.payment === 'none' ? auto.release : auto.assess)) {
      const to = acceptedStatus(workflow);
      return kindCanMove(workflow, status, to) ? move(to) : null;
    }
    if (ASSESSABLE.includes(status) && auto.assess && workflow.payment === 'assessed') {
      const assessed = await d.assessment.assess(applicationId, {}, SYSTEM);
      // The schedule's own lines are never an adjustment waiting for a second officer (four eyes),
      // but should one wait, the run stops where the officers take it on.
      const { soa } = assessed;
      if (!soa) return null;
      d.notify({
        applicationId,
        to: 'WAITING FOR PAYMENT',
        soa: { total: soa.total, expiresAt: endOfDay(soa.expiresOn) },
      });
      return 'WAITING FOR PAYMENT';
    }
    if (status === 'PAID' && auto.release && kindCanMove(workflow, status, 'FOR PRINTING')) {
      return move('FOR PRINTING');
    }
    if (status === 'FOR PRINTING' && auto.release && kindCanMove(workflow, status, 'RELEASED')) {
      const officer = { actor: SYSTEM, name: ONLINE_ISSUER } as const;
      await releaseApplication(d.db, d.documents, applicationId, officer, d.now());
      d.notify({ applicationId, to: 'RELEASED' });
      return 'RELEASED';
    }
    return null;
  }

  async function statusOf(applicationId: number) {
    const [row] = await d.db
      .select({ route: applications.route, status: transactionHistories.status })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(eq(applications.id, applicationId));
    return row;
  }

  /**
   * Takes every automatic step the application's kind allows from where it stands, each committed
   * on its own. Never throws: an officer or a second instance moving it first (a 409) ends the
   * run, and any other failure is logged and leaves the application where an officer finds it.
   */
  async function advance(applicationId: number): Promise<void> {
    try {
      const row = await statusOf(applicationId);
      const definition = row && definitionByRoute(row.route);
      if (!row || !definition?.workflow.automatic) return;
      let status: string | null = row.status;
      for (let i = 0; i < MOST_STEPS && status !== null; i += 1) {
        status = await step(applicationId, definition, status);
      }
    } catch (err) {
      if (err instanceof ConflictError) return;
      d.logger.error({ err, applicationId }, 'automatic application step failed');
    }
  }

  /** After a payment settled a transaction: its application (if any) goes on. Never throws. */
  async function advanceTransaction(transactionId: number): Promise<void> {
    const [row] = await d.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.transactionId, transactionId))
      .catch((err: unknown) => {
        d.logger.error({ err, transactionId }, 'automatic application step failed');
        return [];
      });
    if (row) await advance(row.id);
  }

  /**
   * The pass that finishes what a stopped process left (main.ts): applications of kinds with
   * automatic steps, standing for over a minute where one applies, go on. Returns how many it tried.
   */
  async function advanceStalled(): Promise<number> {
    const routesWith = (which: keyof NonNullable<ApplicationDefinition['workflow']['automatic']>) =>
      allDefinitions().flatMap((def) => (def.workflow.automatic?.[which] ? [def.route] : []));
    const where = (statuses: string[], routes: string[]) =>
      routes.length === 0
        ? undefined
        : and(inArray(transactionHistories.status, statuses), inArray(applications.route, routes));
    const waiting = [
      where(['PENDING'], routesWith('accept')),
      where([LAB_PASSED, ...ASSESSABLE], routesWith('assess')),
      where([LAB_PASSED, 'PAID', 'FOR PRINTING'], routesWith('release')),
    ].filter((c) => c !== undefined);
    if (waiting.length === 0) return 0;
    const stalled = await d.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(and(or(...waiting), lt(transactionHistories.updatedAt, new Date(d.now().getTime() - 60_000))))
      .limit(100);
    for (const { id } of stalled) await advance(id);
    return stalled.length;
  }

  return { advance, advanceTransaction, advanceStalled };
}

export type AutomaticSteps = ReturnType<typeof createAutomaticSteps>;
