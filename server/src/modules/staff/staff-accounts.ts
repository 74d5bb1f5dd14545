import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffAudit } from '../../db/staff-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { PasswordHasher } from '../auth/passwords';

export interface NewStaffMember {
  username: string;
  name: string;
  email: string;
  roles: string[];
  password: string;
}

export class StaffAccountError extends Error {}

/** Operator actions on staff accounts; each is written to staff_audit with its actor. */
export function createStaffAccounts({
  db,
  now,
  passwords,
}: {
  db: Db;
  now: () => Date;
  passwords: PasswordHasher;
}) {
  const audit = (staffId: number, action: string, actor: string) =>
    db.insert(staffAudit).values({ staffId, action, actor, createdAt: now() });
  const byUsername = async (username: string) => {
    const [row] = await db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, username.toLowerCase()));
    if (!row) throw new StaffAccountError(`No staff member ${username}.`);
    return row;
  };
  return {
    byUsername,

    async create(member: NewStaffMember, actor: string) {
      const at = now();
      try {
        const [row] = await db
          .insert(staffAccounts)
          .values({
            username: member.username.toLowerCase(),
            name: member.name,
            email: member.email.toLowerCase(),
            roles: member.roles,
            passwordHash: await passwords.hash(member.password),
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: staffAccounts.id });
        if (!row) throw new StaffAccountError('The staff member was not created.');
        await audit(row.id, 'created', actor);
        return row.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw new StaffAccountError(`The username ${member.username} is taken.`);
        throw err;
      }
    },

    list() {
      return db
        .select({
          id: staffAccounts.id,
          username: staffAccounts.username,
          name: staffAccounts.name,
          email: staffAccounts.email,
          roles: staffAccounts.roles,
          enrolled: staffAccounts.enrolled,
          disabledAt: staffAccounts.disabledAt,
        })
        .from(staffAccounts)
        .orderBy(asc(staffAccounts.username));
    },

    /** The member can no longer sign in; live sessions stop answering at once (the guard checks). */
    async disable(username: string, actor: string) {
      const row = await byUsername(username);
      await db
        .update(staffAccounts)
        .set({ disabledAt: now(), updatedAt: now() })
        .where(eq(staffAccounts.id, row.id));
      await audit(row.id, 'disabled', actor);
    },

    /** A lost authenticator: the next sign-in enrols a new one; sessions end. */
    async resetMfa(username: string, actor: string, revokeAll: (staffId: number) => Promise<void>) {
      const row = await byUsername(username);
      await db
        .update(staffAccounts)
        .set({ totpSecret: null, totpLastStep: null, enrolled: false, updatedAt: now() })
        .where(eq(staffAccounts.id, row.id));
      await revokeAll(row.id);
      await audit(row.id, 'mfa reset', actor);
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
