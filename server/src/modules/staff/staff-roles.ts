import { inArray } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  grantedPermissions,
  mayDo,
  type StaffPermission,
} from '@/domain/staff/staff-permissions';
import type { Db } from '../../db/client';
import { staffRoles } from '../../db/staff-schema';

/** The signed-in staff member a staff route sees as `c.get('staff')`. */
export interface StaffMember {
  id: number;
  username: string;
  name: string;
  /** Role codes (staff_roles). */
  roles: string[];
  /** What the roles grant, together. */
  permissions: StaffPermission[];
  /** The offices of the roles, e.g. ['licensing']: an office's work is theirs to see. */
  offices: string[];
  /** A role granting every permission (the administrator) acts for every office too. */
  allOffices: boolean;
}

/** What a member holding `roles` may do, and the offices they act for (roles not defined grant nothing). */
export async function grantsOf(db: Db, roles: readonly string[]) {
  const rows = roles.length
    ? await db
        .select({ office: staffRoles.officeCode, permissions: staffRoles.permissions })
        .from(staffRoles)
        .where(inArray(staffRoles.code, [...roles]))
    : [];
  const permissions = new Set(rows.flatMap((r) => grantedPermissions(r.permissions)));
  const offices = new Set(rows.flatMap((r) => (r.office ? [r.office] : [])));
  const allOffices = rows.some((r) => r.permissions.includes(ALL_PERMISSIONS));
  return { permissions: [...permissions].sort(), offices: [...offices].sort(), allOffices };
}

/** True when `member` holds one of `permissions` (none asked: any member). */
export const hasPermission = (
  member: Pick<StaffMember, 'permissions'>,
  permissions: readonly StaffPermission[],
) => mayDo(member.permissions, permissions);

/**
 * True when `member` acts for one of `offices` (an application kind's, say): a role of one of
 * them, or the administrator's; a kind that names no office is everyone's.
 */
export const actsFor = (member: Pick<StaffMember, 'offices' | 'allOffices'>, offices: readonly string[]) =>
  offices.length === 0 || member.allOffices || offices.some((o) => member.offices.includes(o));

/** The audit's actor string for a staff member's move. */
export const staffActor = (member: Pick<StaffMember, 'id'>) => `staff:${member.id}`;
