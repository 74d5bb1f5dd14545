import { inArray } from 'drizzle-orm';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { allCleared, endorsementsOf, MOVES_WHILE_ENDORSED } from '@/domain/applications/endorsements';
import { APPLICATION_FIRST_STATUS } from '@/domain/statuses/application-workflow';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/staff-schema';
import { endorsementsView } from '../applications/endorsement-standings';
import { hasPermission, type StaffMember } from '../staff/staff-roles';
import { actsForOffice } from './endorsement-decisions';

/**
 * An application's endorsements as the console shows them: each office, where it stands, who
 * decided and why, and whether this member may decide for it now (`may_decide`: PENDING, not
 * cleared, of an office of theirs, holding endorsements.clear). `next` is the kind's moves less
 * those that wait for the clearances: while any is missing only return, reject and cancel remain.
 */
export async function staffEndorsements(
  db: Db,
  staff: StaffMember | undefined,
  application: { id: number; status: string },
  definition: ApplicationDefinition | undefined,
  next: readonly string[],
) {
  const offices = definition ? endorsementsOf(definition.workflow) : [];
  if (offices.length === 0) return { endorsements: [], next: [...next] };
  const view = await endorsementsView(db, application.id, offices);
  const ids = view.flatMap((e) =>
    /^staff:(\d{1,9})$/.exec(e.actor ?? '')?.[1] ? [Number(e.actor?.slice(6))] : [],
  );
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: staffAccounts.id, name: staffAccounts.name })
            .from(staffAccounts)
            .where(inArray(staffAccounts.id, ids))
        ).map((s) => [`staff:${s.id}`, s.name]),
  );
  const waiting = application.status === APPLICATION_FIRST_STATUS;
  const mayClear = staff !== undefined && hasPermission(staff, ['endorsements.clear']);
  return {
    endorsements: view.map((e) => ({
      ...e,
      actor_name: e.actor ? (names.get(e.actor) ?? null) : null,
      may_decide: waiting && mayClear && e.state !== 'cleared' && actsForOffice(staff, e.office),
    })),
    next: waiting && !allCleared(view) ? next.filter((to) => MOVES_WHILE_ENDORSED.includes(to)) : [...next],
  };
}
