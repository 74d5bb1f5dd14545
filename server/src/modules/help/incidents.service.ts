import { count, desc, eq } from 'drizzle-orm';
import { INCIDENT_STATUSES, type IncidentStatus } from '@/domain/contracts/help';
import type { Db } from '../../db/client';
import { incidentReports } from '../../db/help-schema';
import { notifyResident, type Senders } from './notify-resident';

export const REPORTS_PER_PAGE = 10;

/** Reports for the resident's list and the operator's, and the operator's status changes. */
export function createIncidentsService({ db, sms, mail, now }: Senders & { db: Db; now: () => Date }) {
  return {
    /** One account's reports, newest first, a page at a time. */
    async listOwn(taxpayerId: number, page: number) {
      const mine = eq(incidentReports.taxpayerId, taxpayerId);
      const [total] = await db.select({ n: count() }).from(incidentReports).where(mine);
      const rows = await db
        .select()
        .from(incidentReports)
        .where(mine)
        .orderBy(desc(incidentReports.createdAt), desc(incidentReports.id))
        .limit(REPORTS_PER_PAGE)
        .offset((page - 1) * REPORTS_PER_PAGE);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every report (or those of one status), newest first, for the operator. */
    async listAll(status?: IncidentStatus) {
      return db
        .select()
        .from(incidentReports)
        .where(status ? eq(incidentReports.status, status) : undefined)
        .orderBy(desc(incidentReports.createdAt), desc(incidentReports.id));
    },

    /**
     * Moves a report to a status and tells its reporter by SMS and e-mail. Null when no report has
     * the reference; `changed` false when it already had that status (nobody is told twice).
     */
    async setStatus(reference: string, status: IncidentStatus) {
      if (!INCIDENT_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
      const [row] = await db
        .select()
        .from(incidentReports)
        .where(eq(incidentReports.referenceNumber, reference));
      if (!row) return null;
      if (row.status === status) return { report: row, changed: false };
      const [updated] = await db
        .update(incidentReports)
        .set({ status, updatedAt: now() })
        .where(eq(incidentReports.id, row.id))
        .returning();
      const report = updated ?? row;
      await notifyResident({ db, sms, mail }, row.taxpayerId, {
        sms: (t) => t.reportStatus(reference, status),
        mail: (t) => t.reportStatusMail(reference, status),
      });
      return { report, changed: true };
    },
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;
