import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/auth-schema';
import { digest, newToken } from '../auth/secret-tokens';

export type AccountTokenPurpose = 'email-activation' | 'reset-link' | 'reset-otp';

/** Issues a single-use token for an account; only its digest is stored. */
export async function issueAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  taxpayerId: number,
  expiresAt: Date,
) {
  const token = newToken();
  await db.insert(accountTokens).values({ purpose, taxpayerId, tokenHash: digest(token), expiresAt });
  return token;
}

/** Uses a token once: the account id when it is live, else null. */
export async function useAccountToken(db: Db, purpose: AccountTokenPurpose, token: string, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, digest(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ taxpayerId: accountTokens.taxpayerId });
  return row?.taxpayerId ?? null;
}
