import { and, eq, isNull, sql } from 'drizzle-orm';
import { MFA_CHALLENGE_SECONDS } from '@/domain/contracts/mfa';
import type { Db } from '../../db/client';
import { mfaChallenges } from '../../db/mfa-schema';
import { UnauthorizedError } from '../../http/http-errors';
import { digest, newToken } from '../auth/secret-tokens';

/** Wrong codes one challenge takes (a resend does not restart the count). */
export const CHALLENGE_WRONG_CODES = 5;
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';

export type Challenge = typeof mfaChallenges.$inferSelect;

/** A challenge for one sign-in attempt of one account: the token is answered once, its digest kept. */
export async function issueChallenge(db: Db, taxpayerId: number, setupRequired: boolean, at: Date) {
  const token = newToken();
  const expiresAt = new Date(at.getTime() + MFA_CHALLENGE_SECONDS * 1000);
  const [row] = await db
    .insert(mfaChallenges)
    .values({ tokenHash: digest(`mfa:${token}`), taxpayerId, setupRequired, createdAt: at, expiresAt })
    .returning({ id: mfaChallenges.id });
  return { id: row?.id ?? 0, token, expiresAt };
}

/** The live challenge behind a token: 401 when unknown, used, expired or out of tries. */
export async function openChallenge(db: Db, token: string, at: Date): Promise<Challenge> {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(eq(mfaChallenges.tokenHash, digest(`mfa:${token}`)));
  const live =
    row &&
    row.usedAt === null &&
    row.expiresAt.getTime() > at.getTime() &&
    row.failedAttempts < CHALLENGE_WRONG_CODES;
  if (!live) throw new UnauthorizedError(CHALLENGE_EXPIRED_MESSAGE);
  return row;
}

/** Counts a wrong code against the challenge. */
export async function countWrongCode(db: Db, id: number) {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, id));
}

/** Spends the challenge; 401 when another request spent it first (single use). */
export async function spendChallenge(db: Db, id: number, at: Date) {
  const spent = await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  if (spent.length === 0) throw new UnauthorizedError(CHALLENGE_EXPIRED_MESSAGE);
}

/** Ends every open challenge of an account (operator reset). */
export async function endChallenges(db: Db, taxpayerId: number, at: Date) {
  await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.taxpayerId, taxpayerId), isNull(mfaChallenges.usedAt)));
}
