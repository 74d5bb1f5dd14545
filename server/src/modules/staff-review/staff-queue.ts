import { asc, count, eq } from 'drizzle-orm';
import { statusInfo } from '@/domain/statuses/application-statuses';
import { APPLICATION_WORKFLOW } from '@/domain/statuses/application-workflow';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { definitionByRoute } from '../applications/application-definitions';
import { summaryOf } from '../applications/application-summary';

const PER_PAGE = 20;

/**
 * The console's queue (`GET /api/v1/staff/applications?status=&page=`): a status's applications,
 * the longest waiting first, 20 a page, with every workflow status counted.
 */
export async function staffQueue(db: Db, status: string | undefined, page: number) {
  const where = status ? eq(transactionHistories.status, status) : undefined;
  const base = db
    .select({
      id: applications.id,
      route: applications.route,
      payload: applications.payload,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      reference: transactionHistories.referenceNumber,
      status: transactionHistories.status,
      firstName: taxpayers.firstName,
      lastName: taxpayers.lastName,
    })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .innerJoin(taxpayers, eq(taxpayers.id, applications.taxpayerId));
  const [rows, counts] = await Promise.all([
    // The longest-waiting first: the office works through the queue in order.
    base
      .where(where)
      .orderBy(asc(applications.updatedAt), asc(applications.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db
      .select({ status: transactionHistories.status, n: count() })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .groupBy(transactionHistories.status),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_WORKFLOW.map((s) => [s.value, 0]));
  for (const c of counts) byStatus[c.status] = c.n;
  const total = status ? (byStatus[status] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
  return {
    data: rows.map((r) => ({
      id: r.id,
      reference_number: r.reference,
      status: r.status,
      state: statusInfo(r.status).state,
      title: definitionByRoute(r.route)?.title ?? { en: r.route, fil: r.route },
      // The kind's summary fields (a business's name …), as the definition names them.
      summary: summaryOf(definitionByRoute(r.route), r.payload),
      applicant: `${r.firstName} ${r.lastName}`,
      submitted_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
    meta: {
      counts: byStatus,
      pagination: {
        total,
        count: rows.length,
        per_page: PER_PAGE,
        current_page: page,
        total_pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      },
    },
  };
}
