import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const account = () =>
  integer('taxpayer_id')
    .notNull()
    .references(() => taxpayers.id, { onDelete: 'cascade' });

/**
 * Which wallet identity signs in as which account (issue 15): one GCash user id per account and one
 * account per GCash user id. Only the wallet's user id is kept, never its tokens.
 */
export const walletLinks = pgTable(
  'wallet_links',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['gcash'] }).notNull(),
    walletUserId: text('wallet_user_id').notNull(),
    taxpayerId: account(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_links_user').on(t.provider, t.walletUserId),
    uniqueIndex('wallet_links_account').on(t.provider, t.taxpayerId),
  ],
);

/**
 * A wallet identity waiting for the owner of an existing account with the same verified mobile
 * number to prove it is theirs (the account's password or an SMS code) before the two are linked.
 * Only the SHA-256 of the request's token is stored; it lives minutes and is used once.
 */
export const walletLinkRequests = pgTable(
  'wallet_link_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider', { enum: ['gcash'] }).notNull(),
    walletUserId: text('wallet_user_id').notNull(),
    taxpayerId: account(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    // The sign-in challenge the proof earned when the account needs a second factor (issue 25):
    // the link is made once that challenge is answered, not before.
    challengeId: integer('challenge_id'),
  },
  (t) => [index('wallet_link_requests_account').on(t.taxpayerId)],
);
