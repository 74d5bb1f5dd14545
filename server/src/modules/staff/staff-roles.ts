/** What a staff member may do: licensing reviews and releases, treasury assesses, administrator all. */
export const STAFF_ROLES = ['licensing', 'treasury', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** The signed-in staff member a staff route sees as `c.get('staff')`. */
export interface StaffMember {
  id: number;
  username: string;
  name: string;
  roles: StaffRole[];
}

/** True when `member` holds one of `roles` (any role passes when none is asked); administrator passes all. */
export const hasStaffRole = (member: Pick<StaffMember, 'roles'>, roles: readonly StaffRole[]) =>
  roles.length === 0 || member.roles.includes('administrator') || roles.some((r) => member.roles.includes(r));

/** The audit's actor string for a staff member's move. */
export const staffActor = (member: Pick<StaffMember, 'id'>) => `staff:${member.id}`;
