import { and, eq } from 'drizzle-orm';
import { REQUIREMENTS_FIELD } from '@/domain/applications/application-definition';
import { subjectIdField } from '@/domain/applications/application-kind';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import type { ApplicationsService } from './applications.service';
import { definitionByRoute } from './application-definitions';
import { APPLICATIONS_MESSAGES } from './applications.messages';
import { moveRefused, moveStatus } from './move-status';

export const RESUBMITTED_REASON = 'Resubmitted';
const RETURNED = 'FOR RESUBMISSION';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The uploads sent now over the earlier ones: an upload not sent again is kept (issue 18). */
function withEarlierUploads(earlier: unknown, body: Record<string, unknown>) {
  const given = isRecord(body[REQUIREMENTS_FIELD]) ? body[REQUIREMENTS_FIELD] : {};
  const replaced = Object.fromEntries(
    Object.entries(given).filter(([, url]) => typeof url === 'string' && url !== ''),
  );
  return { ...body, [REQUIREMENTS_FIELD]: { ...(isRecord(earlier) ? earlier : {}), ...replaced } };
}

/**
 * Files a returned application again (the engine's `applications/{id}/resubmit`, §7.5's
 * `transactions/{id}/resubmit_*`): only its owner, only from FOR RESUBMISSION, validated by its
 * own definition and its pre-checks passed again (leaving itself out); its payload is replaced
 * (what the server added at filing, the subject it names, kept) and it moves back to PENDING
 * through the workflow with an audit row, together. `route` refuses another kind (a 404).
 */
export async function resubmitApplication(
  db: Db,
  service: ApplicationsService,
  now: () => Date,
  {
    taxpayerId,
    applicationId,
    body,
    route,
  }: {
    taxpayerId: number;
    applicationId: number;
    body: Record<string, unknown>;
    route?: string | undefined;
  },
) {
  const [row] = await db
    .select({ application: applications, status: transactionHistories.status })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(and(eq(applications.id, applicationId), eq(applications.taxpayerId, taxpayerId)));
  const definition = row && definitionByRoute(row.application.route);
  if (!row || !definition || (route !== undefined && row.application.route !== route)) {
    throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  }
  if (row.status !== RETURNED) {
    throw moveRefused(row.status, APPLICATION_FIRST_STATUS);
  }
  const earlier = row.application.payload;
  // The subject is the one it was filed for, whatever the body names now.
  const idField = subjectIdField(definition.subject);
  const named = earlier[idField] === undefined ? {} : { [idField]: earlier[idField] };
  const { extra, found } = await service.subjects.prepare({
    taxpayerId,
    definition,
    payload: { ...body, ...named },
    now: now(),
    except: applicationId,
  });
  const value = await service.validate(definition, withEarlierUploads(earlier[REQUIREMENTS_FIELD], body));
  await service.claimUploads(value, taxpayerId);
  const kept = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, earlier[k] ?? v]));
  // What the pre-checks found is as they find it now (a clearance's roll once the owner paid).
  const payload = { ...service.stored(value), ...kept, ...found };
  const at = now();
  const done = await db.transaction(async (tx) => {
    await tx.update(applications).set({ payload, updatedAt: at }).where(eq(applications.id, applicationId));
    const moved = await moveStatus(
      tx,
      {
        applicationId,
        to: APPLICATION_FIRST_STATUS,
        actor: `taxpayer:${String(taxpayerId)}`,
        reason: RESUBMITTED_REASON,
        taxpayerId,
      },
      at,
    );
    return { application: { ...row.application, payload }, status: moved.to };
  });
  // A kind that needs no review goes on at once, as at its first filing.
  await service.afterFiled(applicationId);
  return done;
}
