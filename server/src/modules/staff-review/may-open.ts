import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { endorsementsOf } from '@/domain/applications/endorsements';
import { hasPermission, type StaffMember } from '../staff/staff-roles';
import { actsForOffice } from './endorsement-decisions';

/**
 * Whether a member may open an application of this kind (its answers, files and history): whoever
 * sees the queue (applications.view) may; a member of an endorsing office (endorsements.clear
 * alone) only an application of a kind endorsed to one of their offices — a zoning officer sees
 * what is endorsed to zoning and nothing else.
 */
export function mayOpen(
  staff: Pick<StaffMember, 'permissions' | 'offices' | 'allOffices'>,
  definition: ApplicationDefinition | undefined,
) {
  if (hasPermission(staff, ['applications.view'])) return true;
  if (!hasPermission(staff, ['endorsements.clear']) || !definition) return false;
  return endorsementsOf(definition.workflow).some((office) => actsForOffice(staff, office));
}
