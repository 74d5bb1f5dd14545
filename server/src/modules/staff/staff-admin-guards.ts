import { grantedPermissions, type StaffPermission } from '@/domain/staff/staff-permissions';
import { ConflictError, ForbiddenError } from '../../http/http-errors';
import type { StaffMember } from './staff-roles';

export const OWN_ACCOUNT_MESSAGE = 'You cannot do this to your own account. Ask another administrator.';

/**
 * No one gives more than they hold: a member may give roles, make roles, or manage a member only
 * within their own permissions, so staff.manage alone cannot make an administrator (or take one
 * over by resetting its password). 403, as any permission the member lacks.
 */
export function assertWithin(actor: Pick<StaffMember, 'permissions'>, needed: readonly string[]) {
  const granted = new Set<string>(actor.permissions);
  if (!grantedPermissions(needed).every((p: StaffPermission) => granted.has(p))) throw new ForbiddenError();
}

/** A member's own account is changed by another administrator, never by themselves (no lock-out). */
export function assertNotSelf(actor: Pick<StaffMember, 'id'>, targetId: number) {
  if (actor.id === targetId) throw new ConflictError(OWN_ACCOUNT_MESSAGE);
}
