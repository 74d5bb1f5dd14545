import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A resident's account: identity and sign-in columns; the rest of the §3 profile in `details`. */
export const taxpayers = pgTable(
  'taxpayers',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').unique(),
    // Lower case. Unconfirmed, it is only a claim: several accounts may hold it.
    email: text('email'),
    // E-mail login and e-mailed reset links work only for an address the owner confirmed.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isResident: integer('is_resident').notNull().default(0),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    isGcashLogin: boolean('is_gcash_login').notNull().default(false),
    preferredMfa: text('preferred_mfa'),
    // The language of the server's messages, SMS and e-mails to this account (issue 13).
    language: text('language', { enum: ['en', 'fil'] })
      .notNull()
      .default('en'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Only a confirmed e-mail is unique: an address typed in at sign-up by someone who does not
    // own it must not keep its owner from using it.
    uniqueIndex('taxpayers_verified_email')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} is not null`),
    // Taxpayer support's look-ups by e-mail and by the start of a name (issue 28).
    index('taxpayers_email_lower').on(sql`lower(${t.email})`),
    index('taxpayers_last_name_lower').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('taxpayers_first_name_lower').on(sql`lower(${t.firstName}) text_pattern_ops`),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    // The sign-in passed a second factor (or a sign-on that verified the phone, eGov or GCash):
    // while the LGU requires one (mfa_required), a session without it may only enrol one.
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [index('sessions_taxpayer').on(t.taxpayerId)],
);

/** One-time codes, hashed, bound to a purpose and a destination (mobile number or e-mail). */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    // The digest of the request token the asking device holds (password reset): the code's tries
    // belong to that request, so others' guesses cannot use them up.
    requestHash: text('request_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('otps_destination').on(t.destination, t.purpose, t.createdAt)],
);

/** Single-use links and step tokens (e-mail activation, password reset); stored hashed. */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  taxpayerId: integer('taxpayer_id')
    .notNull()
    .references(() => taxpayers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Events counted by the rate limiter (sliding windows); old rows are pruned. */
export const rateEvents = pgTable(
  'rate_events',
  { key: text('key').notNull(), at: at('at').notNull().defaultNow() },
  (t) => [index('rate_events_key_at').on(t.key, t.at)],
);

/** SMS and e-mail the outbox adapter "sent": read by /dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_to').on(t.to, t.createdAt)],
);

/**
 * Files people uploaded (decoded and re-encoded); `path` is relative to the storage root. Only the
 * uploader may read one. `referenced_at` is set once a profile or a transaction points at it; an
 * upload never referenced is removed after a day (upload-sweeper.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    taxpayerId: integer('taxpayer_id').references(() => taxpayers.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    referencedAt: at('referenced_at'),
  },
  (t) => [
    // The daily quota sums one account's recent uploads.
    index('uploads_taxpayer_created').on(t.taxpayerId, t.createdAt),
    index('uploads_unreferenced')
      .on(t.createdAt)
      .where(sql`${t.referencedAt} is null`),
  ],
);
