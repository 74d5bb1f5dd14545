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

/**
 * LGU staff (issue 18): apart from taxpayers, created by an operator command. The authenticator is
 * required: until `enrolled`, a password sign-in can only enrol one. The secret is AES-256-GCM
 * ciphertext (MFA_SECRET_KEY, the taxpayers' secret box); the password is argon2id.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    // Lower case.
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    // The last time step accepted: each code is accepted once, never an older one after it.
    totpLastStep: integer('totp_last_step'),
    enrolled: boolean('enrolled').notNull().default(false),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_accounts_username').on(t.username)],
);

/**
 * Staff bearer sessions, apart from taxpayers' (a token of one table is never looked up in the
 * other). SHA-256 of the token only. A session answers staff endpoints only once `mfa_at` is set
 * (the authenticator code passed); before that it may only enrol or send a code, for a few minutes.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // The secret being enrolled with this sign-in (sealed); shown once, kept until a code confirms it.
    pendingTotpSecret: text('pending_totp_secret'),
    failedCodes: integer('failed_codes').notNull().default(0),
    mfaAt: at('mfa_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('staff_sessions_staff')
      .on(t.staffId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Operator actions on staff accounts (created, disabled, MFA reset): who, what, when. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_audit_staff').on(t.staffId, t.createdAt)],
);
