import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/staff-schema';
import { digest, newToken } from '../auth/secret-tokens';
import { STAFF_TOKEN_PREFIX } from './staff-sessions';

type KitDeps = { db: Db; now?: () => Date } | { infrastructure: { db: Db; now: () => Date } };

/**
 * For other modules' tests: an `Authorization` header value of a staff member with `roles` who
 * has signed in and passed the authenticator (an enrolled account and an MFA-passed session,
 * written straight to the database: no hashing, no codes). Pass the test app or `{ db, now }`.
 */
export async function staffBearer(deps: KitDeps, roles: string[]): Promise<string> {
  return `Bearer ${(await signedInStaff(deps, roles)).token}`;
}

/** The same, with the member's id and username (for asserting an audit row's `staff:<id>`). */
export async function signedInStaff(deps: KitDeps, roles: string[], name = 'Test Officer') {
  const { db, now = () => new Date() } = 'infrastructure' in deps ? deps.infrastructure : deps;
  const at = now();
  const username = `officer-${randomBytes(5).toString('hex')}`;
  const [member] = await db
    .insert(staffAccounts)
    .values({
      username,
      name,
      email: `${username}@lgu.example`,
      roles,
      // Not a hash any password verifies against: this member only ever uses the token.
      passwordHash: 'test-kit:no-password',
      enrolled: true,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: staffAccounts.id });
  if (!member) throw new Error('staff member not created');
  const token = STAFF_TOKEN_PREFIX + newToken();
  await db.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: digest(token),
    mfaAt: at,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 12 * 3_600_000),
  });
  return { id: member.id, username, token };
}
