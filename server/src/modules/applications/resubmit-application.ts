import { and, eq } from 'drizzle-orm';
import { BUSINESS_ID_FIELD } from '@/domain/applications/application-contracts';
import { REQUIREMENTS_FIELD } from '@/domain/applications/application-definition';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { ConflictError, NotFoundError } from '../../http/http-errors';
import type { ApplicationsService } from './applications.service';
import { IDENTITY_FIELDS, type PermitKind } from '../business-permits/permit-kinds';
import { APPLICATION_NOT_FOUND_MESSAGE, moveStatus, STATUS_MOVE_REFUSED_MESSAGE } from './move-status';

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
 * Files a returned application again (§7.5 `transactions/{id}/resubmit_*`): only its owner, only
 * from FOR RESUBMISSION, validated by its own definition; its payload is replaced (the business it
 * names kept) and it moves back to PENDING through the workflow table with an audit row, together.
 */
export async function resubmitApplication(
  db: Db,
  service: ApplicationsService,
  now: () => Date,
  {
    taxpayerId,
    applicationId,
    kind,
    body,
  }: {
    taxpayerId: number;
    applicationId: number;
    kind: PermitKind;
    body: Record<string, unknown>;
  },
) {
  const [row] = await db
    .select({ application: applications, status: transactionHistories.status })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(and(eq(applications.id, applicationId), eq(applications.taxpayerId, taxpayerId)));
  if (!row || row.application.route !== kind.definition.route) {
    throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
  }
  if (row.status !== RETURNED) {
    throw new ConflictError(
      STATUS_MOVE_REFUSED_MESSAGE.replace('{from}', row.status).replace('{to}', APPLICATION_FIRST_STATUS),
    );
  }
  const earlier = row.application.payload;
  const value = await service.validate(
    kind.definition,
    withEarlierUploads(earlier[REQUIREMENTS_FIELD], body),
  );
  await service.claimUploads(value, taxpayerId);
  const kept = [BUSINESS_ID_FIELD, ...(kind.copiesIdentity ? IDENTITY_FIELDS : [])].filter(
    (f) => earlier[f] !== undefined,
  );
  const payload = { ...service.stored(value), ...Object.fromEntries(kept.map((f) => [f, earlier[f]])) };
  const at = now();
  return db.transaction(async (tx) => {
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
}
