import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { APPLICATIONS_MESSAGES } from './applications.messages';
import { selectApplicationRows } from './application-rows';

/** This account's application with its transaction (reference, status), or a 404. */
export async function ownApplication(db: Db, taxpayerId: number, applicationId: number) {
  const [row] = await selectApplicationRows(db).where(
    and(eq(applications.id, applicationId), eq(applications.taxpayerId, taxpayerId)),
  );
  if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  return row;
}
