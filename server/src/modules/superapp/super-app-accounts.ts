import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxpayers } from '../../db/auth-schema';
import { superAppLinks, type SuperAppIdentity } from '../../db/superapp-schema';

export type SuperAppLink = typeof superAppLinks.$inferSelect;

export async function linkOfUser(db: Db, userId: string): Promise<SuperAppLink | undefined> {
  const [row] = await db.select().from(superAppLinks).where(eq(superAppLinks.userId, userId));
  return row;
}

export async function linkOfAccount(db: Db, taxpayerId: number): Promise<SuperAppLink | undefined> {
  const [row] = await db.select().from(superAppLinks).where(eq(superAppLinks.taxpayerId, taxpayerId));
  return row;
}

/**
 * A new account for a super-app user, verified by the super app (its mobile number is the one eGov
 * verified), linked at once. It has no password of its own yet: an empty hash verifies nothing (in
 * a wrong password's time, as a GCash account's), so direct sign-in works only after
 * /create-password-superapp, and a first sign-on spares an argon2 hash. `pendingId` is a
 * never-verified sign-up holding the number: like a new sign-up, the verified owner replaces it.
 */
export async function createLinkedAccount(
  db: Db,
  identity: SuperAppIdentity,
  at: Date,
  pendingId?: number,
): Promise<number> {
  const values = {
    firstName: identity.firstName.toUpperCase(),
    lastName: identity.lastName.toUpperCase(),
    // A claim only: the portal confirms e-mail addresses itself (profile page, activation link).
    email: identity.email || null,
    emailVerifiedAt: null,
    passwordHash: '',
    status: 'active' as const,
    isFirstLogin: true,
    details: identity.middleName ? { middle_name: identity.middleName.toUpperCase() } : {},
    updatedAt: at,
  };
  return db.transaction(async (tx) => {
    let id = pendingId;
    if (id === undefined) {
      const [row] = await tx
        .insert(taxpayers)
        .values({ ...values, mobileNumber: identity.mobileNumber, createdAt: at })
        .returning({ id: taxpayers.id });
      id = row?.id;
    } else {
      await tx.update(taxpayers).set(values).where(eq(taxpayers.id, id));
    }
    if (id === undefined) throw new Error('account not created');
    await tx.insert(superAppLinks).values({
      userId: identity.userId,
      taxpayerId: id,
      passwordPending: true,
      createdAt: at,
      lastSignInAt: at,
    });
    return id;
  });
}

/** Links a super-app user to an account its owner just proved (password or OTP). */
export async function linkExistingAccount(db: Db, userId: string, taxpayerId: number, at: Date) {
  await db
    .insert(superAppLinks)
    .values({ userId, taxpayerId, passwordPending: false, createdAt: at, lastSignInAt: at });
}
