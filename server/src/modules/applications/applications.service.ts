import { and, desc, eq, inArray } from 'drizzle-orm';
import { REQUIREMENTS_FIELD, type ApplicationDefinition } from '@/domain/applications/application-definition';
import { validateApplication, type ApplicationPayload } from '@/domain/applications/validate-application';
import type { Language } from '@/domain/constants/languages';
import { uppercasePayload } from '@/domain/format/uppercase-payload';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applicationDrafts, applications, applicationStatusChanges } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationStatuses, systemModules } from '../../db/schema';
import { ValidationError } from '../../http/http-errors';
import '../../http/i18n/rule-languages';
import '../../http/rule-groups';
import type { UploadsService } from '../accounts/uploads.service';
import { DESCRIPTION_FIL, newReferenceNumber } from '../../billing/create-transaction';
import { allDefinitions } from './application-definitions';
import { APPLICATIONS_MESSAGES } from './applications.messages';
import { APPLICATION_KIND } from './application-subject-kind';
import type { Subjects } from './application-subjects';
import { summaryOf } from './application-summary';
import { moveStatus, type StatusMove } from './move-status';
import { loadRemoteOptions } from './remote-options';
import { selectApplicationRows } from './application-rows';

export const UPLOAD_NOT_YOURS_MESSAGE = APPLICATIONS_MESSAGES.uploadNotYours.en;

export interface ApplicationsDeps {
  db: Db;
  now: () => Date;
  uploads: Pick<UploadsService, 'referenceAll'>;
  /** The subjects and pre-checks the kinds' modules register. */
  subjects: Subjects;
  /**
   * Called once a filing or a resubmission committed: a kind's automatic steps (a cedula billed at
   * once) are taken before the applicant is answered. Never throws.
   */
  afterFiled?: (applicationId: number) => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Text values upper-cased (§5), the upload addresses as they are. */
function stored(value: ApplicationPayload): ApplicationPayload {
  const { [REQUIREMENTS_FIELD]: requirements, ...rest } = value;
  return {
    ...uppercasePayload(rest),
    ...(requirements === undefined ? {} : { [REQUIREMENTS_FIELD]: requirements }),
  };
}

/** One engine for every definition: drafts, validation, submission, status moves. */
export function createApplicationsService({
  db,
  now,
  uploads,
  subjects,
  afterFiled = () => Promise.resolve(),
}: ApplicationsDeps) {
  /** Validates with the definition; a failure is a 422 naming each field, in the request's language too. */
  async function validate(definition: ApplicationDefinition, payload: unknown, steps?: readonly string[]) {
    const remoteOptions = await loadRemoteOptions(db);
    const run = (language: Language) =>
      validateApplication(definition, payload, { language, steps, remoteOptions });
    const result = run('en');
    if (result.ok) return result.value;
    const asFields = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]]));
    throw new ValidationError(asFields(result.errors), (language) => {
      const again = run(language);
      return again.ok ? {} : asFields(again.errors);
    });
  }

  /** Marks the payload's uploads as in use by this account; names any that is not its own. */
  async function claimUploads(payload: ApplicationPayload, taxpayerId: number) {
    const given = isRecord(payload[REQUIREMENTS_FIELD]) ? payload[REQUIREMENTS_FIELD] : {};
    const problems: string[] = [];
    // One statement for every requirement: each was a round trip to the database.
    const urls = Object.values(given).filter((url): url is string => typeof url === 'string');
    const own = await uploads.referenceAll(urls, taxpayerId);
    for (const [code, url] of Object.entries(given)) {
      if (typeof url !== 'string' || !own.has(url)) {
        problems.push(`${REQUIREMENTS_FIELD}.${code}`);
      }
    }
    if (problems.length > 0) {
      const said = (language: Language) =>
        Object.fromEntries(
          problems.map((field) => [field, [APPLICATIONS_MESSAGES.uploadNotYours[language]]]),
        );
      throw new ValidationError(said('en'), said);
    }
  }

  // A catalogue row's id never changes once seeded: read once per kind, not on every filing.
  const statusIds = new Map<string, number>();
  async function statusIdOf(definition: ApplicationDefinition) {
    const key = `${definition.moduleType}|${definition.transactionType}`;
    const known = statusIds.get(key);
    if (known !== undefined) return known;
    const [row] = await db
      .select({ id: applicationStatuses.id })
      .from(applicationStatuses)
      .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
      .where(
        and(
          eq(systemModules.name, definition.moduleType),
          eq(applicationStatuses.name, definition.transactionType),
        ),
      );
    if (row) statusIds.set(key, row.id);
    return row?.id ?? null;
  }

  /** A transaction's status now (after the automatic steps a filing may have taken). */
  async function statusOf(transactionId: number) {
    const [row] = await db
      .select({ status: transactionHistories.status })
      .from(transactionHistories)
      .where(eq(transactionHistories.id, transactionId));
    return row?.status ?? APPLICATION_FIRST_STATUS;
  }

  return {
    validate,
    claimUploads,
    stored,

    async draft(taxpayerId: number, route: string) {
      const [row] = await db
        .select()
        .from(applicationDrafts)
        .where(and(eq(applicationDrafts.taxpayerId, taxpayerId), eq(applicationDrafts.route, route)));
      return row ?? null;
    },

    /** Saves what was typed so far, as it is (a draft need not be valid); its uploads are kept from the sweep. */
    async saveDraft(taxpayerId: number, route: string, payload: ApplicationPayload, step: string | null) {
      await claimUploads(payload, taxpayerId);
      const at = now();
      const [row] = await db
        .insert(applicationDrafts)
        .values({ taxpayerId, route, payload, step, updatedAt: at })
        .onConflictDoUpdate({
          target: [applicationDrafts.taxpayerId, applicationDrafts.route],
          set: { payload, step, updatedAt: at },
        })
        .returning();
      if (!row) throw new Error('draft not saved');
      return row;
    },

    /**
     * Files an application: its subject found and its pre-checks passed (a kind for an existing
     * business: the business the applicant's, one renewal a year …), validated by its definition,
     * its uploads this account's own, then one transaction history row (PENDING, nothing to pay
     * yet), the application, its first audit row, and the draft gone — together or not at all.
     */
    async submit(taxpayerId: number, definition: ApplicationDefinition, payload: unknown) {
      const given = isRecord(payload) ? payload : {};
      // What the server adds (the business a renewal is for, its name; what its pre-checks found);
      // never taken from the payload.
      const { extra, found } = await subjects.prepare({ taxpayerId, definition, payload: given, now: now() });
      const value = await validate(definition, payload);
      await claimUploads(value, taxpayerId);
      const statusId = await statusIdOf(definition);
      const kept = { ...stored(value), ...extra, ...found };
      const at = now();
      const filed = await db.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(transactionHistories)
          .values({
            taxpayerId,
            referenceNumber: newReferenceNumber(at),
            moduleType: definition.moduleType,
            transactionType: definition.transactionType,
            applicationStatusId: statusId,
            description: `${definition.title.en}: ${summaryOf(definition, kept)}`.trim(),
            amount: 0,
            status: APPLICATION_FIRST_STATUS,
            // The title in Filipino for a reader in Filipino (create-transaction.ts DESCRIPTION_FIL).
            subject: {
              kind: APPLICATION_KIND,
              route: definition.route,
              [DESCRIPTION_FIL]: `${definition.title.fil}: ${summaryOf(definition, kept)}`.trim(),
            },
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!transaction) throw new Error('transaction not created');
        const [application] = await tx
          .insert(applications)
          .values({
            transactionId: transaction.id,
            taxpayerId,
            route: definition.route,
            moduleType: definition.moduleType,
            transactionType: definition.transactionType,
            payload: kept,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!application) throw new Error('application not created');
        await tx.insert(applicationStatusChanges).values({
          applicationId: application.id,
          actor: `taxpayer:${String(taxpayerId)}`,
          fromStatus: null,
          toStatus: APPLICATION_FIRST_STATUS,
          createdAt: at,
        });
        await tx
          .delete(applicationDrafts)
          .where(
            and(eq(applicationDrafts.taxpayerId, taxpayerId), eq(applicationDrafts.route, definition.route)),
          );
        return { application, transaction };
      });
      await afterFiled(filed.application.id);
      return {
        ...filed,
        transaction: { ...filed.transaction, status: await statusOf(filed.transaction.id) },
      };
    },

    /** What to do once an application is filed again (resubmitApplication): its automatic steps. */
    afterFiled,

    /** This account's applications of the kinds about a subject kind (its businesses …), newest first. */
    list(taxpayerId: number, subjectKind: string) {
      const routes = allDefinitions()
        .filter((d) => d.subject.kind === subjectKind)
        .map((d) => d.route);
      return selectApplicationRows(db)
        .where(and(eq(applications.taxpayerId, taxpayerId), inArray(applications.route, routes)))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    /** This account's applications, newest first; `transactionId` (its digits) the one of that transaction. */
    mine(taxpayerId: number, transactionId?: string) {
      const transaction =
        transactionId === undefined ? undefined : /^\d{1,9}$/.test(transactionId) ? Number(transactionId) : 0;
      return selectApplicationRows(db)
        .where(
          and(
            eq(applications.taxpayerId, taxpayerId),
            transaction === undefined ? undefined : eq(applications.transactionId, transaction),
          ),
        )
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(100);
    },

    /** The status history of an application, oldest first. */
    history(applicationId: number) {
      return db
        .select()
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, applicationId))
        .orderBy(applicationStatusChanges.id);
    },

    move: (move: StatusMove) => moveStatus(db, move, now()),
    subjects,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
