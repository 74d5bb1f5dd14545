import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const account = () =>
  integer('taxpayer_id')
    .notNull()
    .references(() => taxpayers.id, { onDelete: 'cascade' });

/** What the super app tells about its user (its `sso_authentication` answer, normalised). */
export interface SuperAppIdentity {
  /** The super app's own id of the person: what a link remembers. */
  userId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** 639XXXXXXXXX, verified by the super app. */
  mobileNumber: string;
  email: string;
}

/**
 * An eGov super-app user linked to one account (issue 15): one account per super-app user and one
 * super-app user per account. `password_pending` is true while an account the sign-on created has
 * no password of its own (it may then set one at /create-password-superapp without an old one).
 */
export const superAppLinks = pgTable('super_app_links', {
  userId: text('user_id').primaryKey(),
  taxpayerId: account().unique(),
  passwordPending: boolean('password_pending').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSignInAt: at('last_sign_in_at').notNull().defaultNow(),
});

/**
 * A sign-on whose mobile number belongs to an existing account: it waits, for ten minutes, for the
 * owner to prove the account with its password or an OTP (super_app_authenticate). Only the
 * digest of its token is kept.
 */
export const superAppLinkRequests = pgTable(
  'super_app_link_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    taxpayerId: account(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    // The sign-in challenge the proof earned when the account needs a second factor: the link is
    // made once that challenge is answered, not before.
    challengeId: integer('challenge_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('super_app_link_requests_taxpayer').on(t.taxpayerId)],
);

/**
 * The built-in super-app sandbox's side (SUPERAPP_SSO=sandbox): exchange codes (single use, five
 * minutes) and the access tokens it trades them for. Kept apart from the portal's tables, as the
 * platform's own records would be; only digests are stored.
 */
export const superAppSandboxGrants = pgTable('super_app_sandbox_grants', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['exchange_code', 'access_token'] }).notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  identity: jsonb('identity').$type<SuperAppIdentity>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
