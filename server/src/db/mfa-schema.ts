import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const account = () =>
  integer('taxpayer_id')
    .notNull()
    .references(() => taxpayers.id, { onDelete: 'cascade' });

/**
 * An account's second factors and username + PIN sign-in (issue 16); no row means none of them.
 * The authenticator secret is AES-256-GCM ciphertext (MFA_SECRET_KEY); the PIN is hashed like a
 * password.
 */
export const taxpayerMfa = pgTable(
  'taxpayer_mfa',
  {
    taxpayerId: account().primaryKey(),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    // Set while the authenticator is on.
    totpSecret: text('totp_secret'),
    // The last time step accepted: a code is accepted once, and never one older than it.
    totpLastStep: integer('totp_last_step'),
    // Made by google_2fa/generate, kept until enabled or replaced.
    pendingTotpSecret: text('pending_totp_secret'),
    pendingTotpAt: at('pending_totp_at'),
    // Lower case; unique among accounts.
    userId: text('user_id'),
    pinHash: text('pin_hash'),
    // Wrong PINs in a row; at PIN_FAILURE_LIMIT PIN sign-in stops until change_pin.
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedAt: at('pin_locked_at'),
    // Wrong second-factor codes in a row, across sign-in challenges, and when the last came: the
    // wait before the next try grows with them, and past a ceiling only a challenge whose phone
    // was proved (an SMS code) may try (issue 25).
    factorFailures: integer('factor_failures').notNull().default(0),
    factorFailedAt: at('factor_failed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taxpayer_mfa_user_id')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Sign-in challenges: what a password or PIN earns when a second factor is needed. Stored as the
 * SHA-256 of the token; single use (used_at), five minutes, a few wrong codes.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    taxpayerId: account(),
    // The account had no factor and the LGU requires one: the factor that succeeds is turned on.
    setupRequired: boolean('setup_required').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    // The owner proved the phone (an SMS code) during this challenge: the account's wait and
    // ceiling on wrong codes do not stop it.
    phoneVerifiedAt: at('phone_verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('mfa_challenges_taxpayer').on(t.taxpayerId)],
);

/** Recovery codes, SHA-256 only; a new set deletes the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    taxpayerId: account(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_taxpayer').on(t.taxpayerId)],
);

/** When a session last proved its owner again (password or SMS code): sensitive changes follow. */
export const sessionReauthentications = pgTable('session_reauthentications', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  at: at('at').notNull(),
  // A locked PIN is reset only after an SMS code.
  method: text('method', { enum: ['password', 'sms'] }).notNull(),
});

/** Operator actions on accounts' sign-in (the office's reset of a lost second factor). */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    taxpayerId: account(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_audit_taxpayer').on(t.taxpayerId, t.createdAt)],
);
