import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { endorsementStandings, type EndorsementStanding } from '@/domain/applications/endorsements';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import { applicationEndorsements, applicationStatusChanges } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { staffOffices } from '../../db/staff-schema';

/** One decision as kept (application_endorsements). */
export type EndorsementRow = typeof applicationEndorsements.$inferSelect;

/** The filing an application is on: 1 when first filed, one more for each resubmission. */
export async function filingRound(db: Db | Tx, applicationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(applicationStatusChanges)
    .where(
      and(
        eq(applicationStatusChanges.applicationId, applicationId),
        eq(applicationStatusChanges.toStatus, APPLICATION_FIRST_STATUS),
      ),
    );
  return Math.max(1, row?.n ?? 0);
}

/**
 * Where each office an application's kind endorses it to stands (endorsements.ts), with the
 * decision behind it; empty for a kind with none. Pass the transaction that locked the
 * application to read what concurrent decisions committed before it.
 */
export async function standingsOf(
  db: Db | Tx,
  applicationId: number,
  offices: readonly string[],
): Promise<EndorsementStanding<EndorsementRow>[]> {
  if (offices.length === 0) return [];
  const [round, decisions] = await Promise.all([
    filingRound(db, applicationId),
    db
      .select()
      .from(applicationEndorsements)
      .where(eq(applicationEndorsements.applicationId, applicationId))
      .orderBy(asc(applicationEndorsements.id)),
  ]);
  return endorsementStandings(offices, decisions, round);
}

/** The offices' names in both languages, by code (staff_offices: an LGU renames them as data). */
export async function officeNames(db: Db, codes: readonly string[]) {
  const rows =
    codes.length === 0
      ? []
      : await db
          .select({ code: staffOffices.code, name: staffOffices.name, fil: staffOffices.nameFil })
          .from(staffOffices)
          .where(inArray(staffOffices.code, [...codes]));
  const byCode = new Map(rows.map((r) => [r.code, { en: r.name, fil: r.fil ?? r.name }]));
  // An office the LGU removed is still shown, by its code.
  return (code: string) => byCode.get(code) ?? { en: code, fil: code };
}

/**
 * An application's endorsements as its readers see them (the applicant's page, the console): each
 * office by name, where it stands, and the decision's reason, time and actor (`staff:<id>`).
 */
export async function endorsementsView(db: Db, applicationId: number, offices: readonly string[]) {
  const standings = await standingsOf(db, applicationId, offices);
  const name = await officeNames(db, offices);
  return standings.map((s) => ({
    office: s.office,
    name: name(s.office),
    state: s.state,
    reason: s.decision?.reason ?? '',
    at: s.decision?.createdAt.toISOString() ?? null,
    actor: s.decision?.actor ?? null,
  }));
}
