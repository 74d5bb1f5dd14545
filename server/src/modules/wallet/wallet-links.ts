import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxpayers } from '../../db/auth-schema';
import { walletLinkRequests, walletLinks } from '../../db/wallet-schema';
import type { Taxpayer } from '../accounts/taxpayer-queries';

const PROVIDER = 'gcash' as const;

/** The account this GCash user signs in as, if they were linked before. */
export async function linkedAccount(db: Db, walletUserId: string): Promise<Taxpayer | undefined> {
  const [row] = await db
    .select({ taxpayer: taxpayers })
    .from(walletLinks)
    .innerJoin(taxpayers, eq(taxpayers.id, walletLinks.taxpayerId))
    .where(and(eq(walletLinks.provider, PROVIDER), eq(walletLinks.walletUserId, walletUserId)));
  return row?.taxpayer;
}

/** Links the GCash user to the account and marks it a wallet-login account (§3 is_gcash_login). */
export async function link(db: Db, walletUserId: string, taxpayerId: number, at: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(walletLinks).values({ provider: PROVIDER, walletUserId, taxpayerId });
    await tx.update(taxpayers).set({ isGcashLogin: true, updatedAt: at }).where(eq(taxpayers.id, taxpayerId));
  });
}

export async function createLinkRequest(
  db: Db,
  values: { tokenHash: string; walletUserId: string; taxpayerId: number; expiresAt: Date },
) {
  await db.insert(walletLinkRequests).values({ ...values, provider: PROVIDER });
}

export type LinkRequest = typeof walletLinkRequests.$inferSelect;

/** A live (unused, unexpired) link request by its token's hash. */
export async function liveLinkRequest(db: Db, tokenHash: string, at: Date): Promise<LinkRequest | undefined> {
  const [row] = await db
    .select()
    .from(walletLinkRequests)
    .where(
      and(
        eq(walletLinkRequests.tokenHash, tokenHash),
        isNull(walletLinkRequests.usedAt),
        gt(walletLinkRequests.expiresAt, at),
      ),
    );
  return row;
}

export async function countFailure(db: Db, id: number) {
  await db
    .update(walletLinkRequests)
    .set({ failedAttempts: sql`${walletLinkRequests.failedAttempts} + 1` })
    .where(eq(walletLinkRequests.id, id));
}

/** Uses the request once: false when another answer used it first. */
export async function useLinkRequest(db: Db, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(walletLinkRequests)
    .set({ usedAt: at })
    .where(and(eq(walletLinkRequests.id, id), isNull(walletLinkRequests.usedAt)))
    .returning({ id: walletLinkRequests.id });
  return used.length === 1;
}
