import { desc, eq, inArray } from 'drizzle-orm';
import { REQUIREMENTS_FIELD } from '@/domain/applications/application-definition';
import { statusInfo } from '@/domain/statuses/application-statuses';
import { kindNext } from '@/domain/applications/kind-workflow';
import { workflowStatus } from '@/domain/statuses/application-workflow';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { places, barangays } from '../../db/schema';
import { staffAccounts } from '../../db/staff-schema';
import { ForbiddenError, invalidField, NotFoundError } from '../../http/http-errors';
import type { AfterResponse } from '../accounts/after-response';
import type { UploadsService } from '../accounts/uploads.service';
import { actsFor, hasPermission, staffActor, type StaffMember } from '../staff/staff-roles';
import { definitionByRoute } from '../applications/application-definitions';
import { moveStatus } from '../applications/move-status';
import { notifyApplicationStep } from '../applications/notify-application-step';
import { answersByStep, placeCodes } from './staff-application-answers';
import { REASON_MAX, reasonTooLong } from '../applications/move-reason';
import { REASON_REQUIRED_STEPS, STAFF_MOVES } from './staff-moves';
import { applicationBilling } from '../assessment/application-billing';
import { adjustmentDetail } from '../assessment/adjustment-resources';
import { latestAdjustment } from '../assessment/adjustments-list';
import type { DocumentsService } from '../../documents/documents.service';
import { labSheet } from './lab-results';
import { releaseApplication } from './release-application';
import { STAFF_REVIEW_MESSAGES } from './staff-review.messages';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';
import { decideEndorsement, type EndorsementRequest } from './endorsement-decisions';
import { endorsementsQueue } from './endorsements-queue';
import { mayOpen } from './may-open';
import { staffEndorsements } from './staff-endorsements';
import { staffQueue } from './staff-queue';

export interface StaffApplicationsDeps {
  db: Db;
  now: () => Date;
  sms: SmsSender;
  mail: MailSender;
  afterResponse: AfterResponse;
  uploads: Pick<UploadsService, 'read'>;
  /** The document service release issues through (issueFor). */
  documents: Pick<DocumentsService, 'registry' | 'issue'>;
  /** A kind's automatic steps after an officer's move (approved, a clearance is billed at once). */
  afterMove?: (applicationId: number) => Promise<void>;
}

const UPLOAD_ID = /\/uploads\/([0-9a-f-]{36})$/;

/** The officer's side of applications (issue 18): the queue, one application, review moves. */
export function createStaffApplicationsService(d: StaffApplicationsDeps) {
  const row = async (id: number) => {
    const [found] = await d.db
      .select({ application: applications, history: transactionHistories, taxpayer: taxpayers })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .innerJoin(taxpayers, eq(taxpayers.id, applications.taxpayerId))
      .where(eq(applications.id, id));
    if (!found) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    return found;
  };
  /** The application, for a member who may open it: one they may not is as unknown to them (404). */
  const opened = async (id: number, viewer: StaffMember | undefined) => {
    const found = await row(id);
    if (viewer && !mayOpen(viewer, definitionByRoute(found.application.route)))
      throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    return found;
  };

  async function placeNames(codes: string[]) {
    if (codes.length === 0) return new Map<string, string>();
    const [p, b] = await Promise.all([
      d.db.select({ code: places.code, name: places.name }).from(places).where(inArray(places.code, codes)),
      d.db
        .select({ code: barangays.code, name: barangays.name })
        .from(barangays)
        .where(inArray(barangays.code, codes)),
    ]);
    return new Map([...p, ...b].map((x) => [x.code, x.name]));
  }

  const issuedEntry = (kind: string | null | undefined) => {
    const entry = kind ? d.documents.registry.find(kind) : undefined;
    return entry ? { title: entry.title, noun: entry.noun } : null;
  };

  async function detail(id: number, viewer?: StaffMember) {
    const { application, history, taxpayer } = await opened(id, viewer);
    const adjustment = await latestAdjustment(d.db, id);
    const definition = definitionByRoute(application.route);
    const names = definition ? await placeNames(placeCodes(definition, application.payload)) : new Map();
    const audit = await d.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, id))
      .orderBy(desc(applicationStatusChanges.id));
    const staffIds = audit.flatMap((a) =>
      /^staff:(\d+)$/.exec(a.actor)?.[1] ? [Number(a.actor.slice(6))] : [],
    );
    const staffNames = new Map(
      staffIds.length === 0
        ? []
        : (
            await d.db
              .select({ id: staffAccounts.id, name: staffAccounts.name })
              .from(staffAccounts)
              .where(inArray(staffAccounts.id, staffIds))
          ).map((s) => [`staff:${s.id}`, s.name]),
    );
    const files = (application.payload[REQUIREMENTS_FIELD] ?? {}) as Record<string, unknown>;
    const info = statusInfo(history.status);
    // Where the kind's own workflow lets it go (a free kind skips assessment and payment), less
    // what waits for the offices it is endorsed to; and where each of them stands.
    const { endorsements, next } = await staffEndorsements(
      d.db,
      viewer,
      { id, status: history.status },
      definition,
      definition
        ? kindNext(definition.workflow, history.status, application.payload)
        : (workflowStatus(history.status)?.next ?? []),
    );
    return {
      data: {
        id: application.id,
        reference_number: history.referenceNumber,
        route: application.route,
        title: definition?.title ?? { en: application.route, fil: application.route },
        status: history.status,
        state: info.state,
        description: {
          en: info.description,
          fil: workflowStatus(history.status)?.description.fil ?? info.description,
        },
        next,
        endorsements,
        // What its release issues, as the document's entry names it: the console says what it releases.
        issues: issuedEntry(definition?.issues),
        amount: history.amount,
        applicant: {
          name: `${taxpayer.firstName} ${taxpayer.lastName}`,
          mobile_number: taxpayer.mobileNumber,
          email: taxpayer.emailVerifiedAt ? taxpayer.email : null,
        },
        submitted_at: application.createdAt.toISOString(),
        steps: definition ? answersByStep(definition, application.payload, (code) => names.get(code)) : [],
        requirements: (definition?.requirements ?? []).map((r) => ({
          code: r.code,
          label: r.label,
          required: r.required,
          url:
            typeof files[r.code] === 'string'
              ? `/api/v1/staff/applications/${id}/requirements/${r.code}`
              : null,
        })),
        audit: audit.map((a) => ({
          actor: a.actor,
          actor_name: staffNames.get(a.actor) ?? null,
          from: a.fromStatus,
          to: a.toStatus,
          reason: a.reason,
          at: a.createdAt.toISOString(),
        })),
        // The SOA and the permit, once there are (B's applicationBilling).
        ...(await applicationBilling(d.db, id, d.now())),
        // A kind with the laboratory step: each test asked for and its latest result.
        lab: (await labSheet(d.db, definition, id, application.payload)) ?? null,
        // The last assessment made to differ from the schedule, and its approval (issue 25).
        ...(adjustment && { adjustment: adjustmentDetail(adjustment, viewer ? staffActor(viewer) : '') }),
      },
    };
  }

  /** A requirement's file, for staff: only a file the application itself names. */
  async function requirementFile(id: number, code: string, viewer?: StaffMember) {
    const { application } = await opened(id, viewer);
    const files = (application.payload[REQUIREMENTS_FIELD] ?? {}) as Record<string, unknown>;
    const url = files[code];
    const uploadId = typeof url === 'string' ? UPLOAD_ID.exec(url)?.[1] : undefined;
    if (!uploadId) throw new NotFoundError('File not found');
    // Read as its uploader, the applicant: the application names it, so the office may see it.
    return d.uploads.read(uploadId, { taxpayerId: application.taxpayerId });
  }

  async function move(staff: StaffMember, id: number, body: Record<string, unknown>) {
    const to = typeof body.to === 'string' ? body.to : '';
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    // Own keys only: 'constructor' or 'toString' are not moves (they were a 500).
    const needed = Object.hasOwn(STAFF_MOVES, to) ? STAFF_MOVES[to] : undefined;
    if (!needed) throw invalidField('to', STAFF_REVIEW_MESSAGES.notAReviewAction);
    if (!hasPermission(staff, needed)) throw new ForbiddenError();
    await mayActOn(staff, id);
    if (REASON_REQUIRED_STEPS.includes(to) && reason === '')
      throw invalidField('reason', STAFF_REVIEW_MESSAGES.reasonRequired);
    if (reason.length > REASON_MAX) throw reasonTooLong();
    const moved = await moveStatus(
      d.db,
      { applicationId: id, to, actor: `staff:${staff.id}`, reason },
      d.now(),
    );
    // The move stands whatever the SMS or mail provider says; the officer is not kept waiting.
    d.afterResponse.run(async () => {
      await notifyApplicationStep(d, { applicationId: id, to, reason });
    });
    if (!d.afterMove) return { data: { id, from: moved.from, status: moved.to } };
    // The steps the kind then takes by itself are done before the officer is answered: the
    // answer says where the application stands now.
    await d.afterMove(id);
    return { data: { id, from: moved.from, status: (await row(id)).history.status } };
  }

  /** Only staff of the kind's offices act on its applications (an administrator on all). */
  async function mayActOn(staff: StaffMember, id: number) {
    const { application } = await row(id);
    const offices = definitionByRoute(application.route)?.offices ?? [];
    if (!actsFor(staff, offices)) throw new ForbiddenError();
  }

  /** From printing (or pick-up, delivery) to RELEASED with the kind's document; the taxpayer told. */
  async function release(staff: StaffMember, id: number) {
    await mayActOn(staff, id);
    const document = await releaseApplication(
      d.db,
      d.documents,
      id,
      { id: staff.id, name: staff.name },
      d.now(),
    );
    d.afterResponse.run(async () => {
      await notifyApplicationStep(d, { applicationId: id, to: 'RELEASED' });
    });
    return document;
  }

  /** An endorsing office clears or returns an application (endorsement-decisions.ts); the applicant told. */
  async function decide(staff: StaffMember, request: EndorsementRequest) {
    const decided = await decideEndorsement(d.db, staff, request, d.now());
    const { applicationId: id } = request;
    if (decided.status === 'FOR RESUBMISSION') {
      d.afterResponse.run(async () => {
        await notifyApplicationStep(d, {
          applicationId: id,
          to: decided.status,
          reason: request.reason.trim(),
        });
      });
    }
    if (!decided.movedOn || !d.afterMove) return { data: { id, status: decided.status } };
    // Moved on by the last clearance: the kind's automatic steps go on from there, as after a move.
    await d.afterMove(id);
    return { data: { id, status: (await row(id)).history.status } };
  }

  return {
    queue: (status: string | undefined, page: number) => staffQueue(d.db, status, page),
    endorsementsQueue: (staff: StaffMember, office: string | undefined, page: number) =>
      endorsementsQueue(d.db, staff, office, page),
    detail,
    requirementFile,
    move,
    release,
    decide,
  };
}

export type StaffApplicationsService = ReturnType<typeof createStaffApplicationsService>;
