import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { endorsementsOf } from '@/domain/applications/endorsements';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applicationEndorsements, applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { ForbiddenError } from '../../http/http-errors';
import { allDefinitions, definitionByRoute } from '../applications/application-definitions';
import { summaryOf } from '../applications/application-summary';
import { officeNames } from '../applications/endorsement-standings';
import type { StaffMember } from '../staff/staff-roles';
import { actsForOffice } from './endorsement-decisions';

const PER_PAGE = 20;

/** The kinds (routes) each office is endorsed, from the definitions. */
function routesByOffice() {
  const byOffice = new Map<string, string[]>();
  for (const definition of allDefinitions()) {
    for (const office of endorsementsOf(definition.workflow)) {
      byOffice.set(office, [...(byOffice.get(office) ?? []), definition.route]);
    }
  }
  return byOffice;
}

/** PENDING, of a kind endorsed to `office`, and not cleared by it yet. */
const waitingFor = (office: string, routes: string[]): SQL =>
  and(
    inArray(applications.route, routes),
    sql`not exists (select 1 from ${applicationEndorsements} e where e.application_id = ${applications.id}
      and e.office = ${office} and e.decision = 'cleared')`,
  ) as SQL;

/**
 * An endorsing office's queue (`GET /api/v1/staff/endorsements`): the applications endorsed to the
 * member's offices (or to `office`, one of theirs: 403 otherwise) that wait for their clearance,
 * the longest waiting first, 20 a page, each with the member's offices it waits for; and each of
 * their offices with how many wait for it. Nothing endorsed to another office is listed.
 */
export async function endorsementsQueue(
  db: Db,
  staff: StaffMember,
  office: string | undefined,
  page: number,
) {
  const byOffice = routesByOffice();
  const mine = [...byOffice.keys()].filter((o) => actsForOffice(staff, o)).sort();
  // An office the member is not of is refused, whether or not anything is endorsed to it.
  if (office !== undefined && !actsForOffice(staff, office)) throw new ForbiddenError();
  const asked = office === undefined ? mine : mine.filter((o) => o === office);
  const pending = eq(transactionHistories.status, APPLICATION_FIRST_STATUS);
  const conditionOf = (o: string) => and(pending, waitingFor(o, byOffice.get(o) ?? []));
  const listed = and(pending, or(...asked.map((o) => waitingFor(o, byOffice.get(o) ?? []))));
  const base = () =>
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId));
  const [counts, rows] = await Promise.all([
    Promise.all(mine.map(async (o) => ({ office: o, n: (await base().where(conditionOf(o)))[0]?.n ?? 0 }))),
    asked.length === 0
      ? []
      : db
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
          .innerJoin(taxpayers, eq(taxpayers.id, applications.taxpayerId))
          .where(listed)
          .orderBy(asc(applications.updatedAt), asc(applications.id))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
  ]);
  const total = asked.length === 0 ? 0 : ((await base().where(listed))[0]?.n ?? 0);
  const cleared =
    rows.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationEndorsements.applicationId,
            office: applicationEndorsements.office,
          })
          .from(applicationEndorsements)
          .where(
            and(
              inArray(
                applicationEndorsements.applicationId,
                rows.map((r) => r.id),
              ),
              eq(applicationEndorsements.decision, 'cleared'),
            ),
          );
  const name = await officeNames(db, mine);
  return {
    data: rows.map((r) => {
      const definition = definitionByRoute(r.route);
      const endorsed = definition ? endorsementsOf(definition.workflow) : [];
      return {
        id: r.id,
        reference_number: r.reference,
        status: r.status,
        title: definition?.title ?? { en: r.route, fil: r.route },
        summary: summaryOf(definition, r.payload),
        applicant: `${r.firstName} ${r.lastName}`,
        submitted_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        // The member's offices this application still waits for.
        waiting_for: asked.filter(
          (o) => endorsed.includes(o) && !cleared.some((c) => c.applicationId === r.id && c.office === o),
        ),
      };
    }),
    meta: {
      offices: counts.map((c) => ({ code: c.office, name: name(c.office), count: c.n })),
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
