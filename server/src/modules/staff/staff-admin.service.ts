import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  newStaffMember,
  STAFF_ROLES_MESSAGE,
  staffRolesChange,
  type ConsoleStaffMember,
} from '@/domain/contracts/staff-console';
import type { Db } from '../../db/client';
import { staffAccounts, staffAudit, staffRoles, staffSignIns } from '../../db/staff-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import type { PasswordHasher } from '../auth/passwords';
import { assertNotSelf, assertWithin } from './staff-admin-guards';
import { grantsOf, staffActor, type StaffMember } from './staff-roles';
import type { StaffSessions } from './staff-sessions';

export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found.';
export const USERNAME_TAKEN_MESSAGE = 'That username is taken.';

/** A one-time password for a new member or a reset: shown once, handed over in person. */
const oneTimePassword = () => randomBytes(15).toString('base64url');

/**
 * The console's staff administration (issue 28): list, create, disable and enable members, reset
 * a password or an authenticator, give roles. Each change is a staff_audit row with the acting
 * member; a member acts within their own permissions and never on their own account.
 */
export function createStaffAdmin(d: {
  db: Db;
  now: () => Date;
  passwords: PasswordHasher;
  sessions: Pick<StaffSessions, 'revokeAll' | 'forget'>;
}) {
  const { db, now } = d;
  const audit = (staffId: number, action: string, actor: StaffMember, detail = {}) =>
    db.insert(staffAudit).values({ staffId, action, actor: staffActor(actor), detail, createdAt: now() });

  async function target(actor: StaffMember, id: number) {
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    if (!row) throw new NotFoundError(STAFF_NOT_FOUND_MESSAGE);
    assertNotSelf(actor, id);
    // Managing a member who holds more than you would hand you what they hold.
    assertWithin(actor, (await grantsOf(db, row.roles)).permissions);
    return row;
  }

  async function checkedRoles(actor: StaffMember, roles: string[]) {
    const unique = [...new Set(roles)];
    const known = await db
      .select({ code: staffRoles.code, permissions: staffRoles.permissions })
      .from(staffRoles)
      .where(inArray(staffRoles.code, unique));
    if (known.length !== unique.length) throw new ValidationError({ roles: [STAFF_ROLES_MESSAGE] });
    assertWithin(
      actor,
      known.flatMap((r) => r.permissions),
    );
    return unique;
  }

  const touch = (id: number, set: Partial<typeof staffAccounts.$inferInsert>) =>
    db
      .update(staffAccounts)
      .set({ ...set, updatedAt: now() })
      .where(eq(staffAccounts.id, id));

  return {
    async list(): Promise<ConsoleStaffMember[]> {
      const rows = await db
        .select({
          id: staffAccounts.id,
          username: staffAccounts.username,
          name: staffAccounts.name,
          email: staffAccounts.email,
          roles: staffAccounts.roles,
          enrolled: staffAccounts.enrolled,
          disabledAt: staffAccounts.disabledAt,
          lastSignIn: max(staffSignIns.createdAt),
        })
        .from(staffAccounts)
        .leftJoin(
          staffSignIns,
          sql`${staffSignIns.staffId} = ${staffAccounts.id} and ${staffSignIns.outcome} = 'code-ok'`,
        )
        .groupBy(staffAccounts.id)
        .orderBy(asc(staffAccounts.username));
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        name: r.name,
        email: r.email,
        roles: r.roles,
        state: r.disabledAt ? 'disabled' : r.enrolled ? 'active' : 'not enrolled',
        last_sign_in_at: r.lastSignIn ? new Date(r.lastSignIn).toISOString() : null,
      }));
    },

    async create(actor: StaffMember, body: unknown) {
      const input = parseWith(newStaffMember, body);
      const roles = await checkedRoles(actor, input.roles);
      const password = oneTimePassword();
      const at = now();
      try {
        const [row] = await db
          .insert(staffAccounts)
          .values({
            username: input.username.toLowerCase(),
            name: input.name,
            email: input.email.toLowerCase(),
            roles,
            passwordHash: await d.passwords.hash(password),
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: staffAccounts.id });
        if (!row) throw new Error('staff member not created');
        await audit(row.id, 'created', actor, { roles });
        return { id: row.id, initialPassword: password };
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ username: [USERNAME_TAKEN_MESSAGE] });
        throw err;
      }
    },

    async disable(actor: StaffMember, id: number) {
      await target(actor, id);
      await touch(id, { disabledAt: now() });
      await d.sessions.revokeAll(id);
      await audit(id, 'disabled', actor);
    },

    async enable(actor: StaffMember, id: number) {
      await target(actor, id);
      await touch(id, { disabledAt: null });
      d.sessions.forget(id);
      await audit(id, 'enabled', actor);
    },

    /** A new one-time password; the member's sessions end. */
    async resetPassword(actor: StaffMember, id: number) {
      await target(actor, id);
      const password = oneTimePassword();
      await touch(id, { passwordHash: await d.passwords.hash(password) });
      await d.sessions.revokeAll(id);
      await audit(id, 'password reset', actor);
      return password;
    },

    /** A lost authenticator: the next sign-in enrols a new one; sessions end. */
    async resetMfa(actor: StaffMember, id: number) {
      await target(actor, id);
      await touch(id, { totpSecret: null, totpLastStep: null, enrolled: false });
      await d.sessions.revokeAll(id);
      await audit(id, 'mfa reset', actor);
    },

    async setRoles(actor: StaffMember, id: number, body: unknown) {
      const roles = await checkedRoles(actor, parseWith(staffRolesChange, body).roles);
      const row = await target(actor, id);
      await touch(id, { roles });
      d.sessions.forget(id);
      await audit(id, 'roles changed', actor, { from: row.roles, to: roles });
      return roles;
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
