import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
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

/**
 * Uses a token once: the account id when it is live and `accept` agrees (e.g. the e-mail in the
 * link is the account's), else null. A refused token stays usable, so a typo does not burn it.
 */
export async function useAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
  accept: (tx: Tx, taxpayerId: number) => Promise<boolean> = () => Promise.resolve(true),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, digest(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .for('update');
    if (!row || !(await accept(tx, row.taxpayerId))) return null;
    await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
    return row.taxpayerId;
  });
}
