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

/**
 * Actions on staff accounts (created, disabled, enabled, MFA reset, password reset, roles): who,
 * what, when, and what changed (the roles given).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_audit_staff').on(t.staffId, t.createdAt)],
);

/**
 * The LGU's offices (licensing, treasury, zoning, fire, health …) as data: a role may belong to
 * one, and an application kind names the offices that act on it by the same code.
 */
export const staffOffices = pgTable('staff_offices', {
  // Lower case, e.g. 'civil-registry'; never changed once made (roles and definitions name it).
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameFil: text('name_fil'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A role: permissions (src/domain/staff/staff-permissions.ts) under a name, of an office or of
 * none. A member's `roles` are role codes; what they may do is the union of their roles'.
 */
export const staffRoles = pgTable('staff_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameFil: text('name_fil'),
  officeCode: text('office_code').references(() => staffOffices.code),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  // The administrator: never changed or removed in the console, so an LGU cannot lock itself out.
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every staff sign-in step, passed or refused, with where from: the sign-in history. */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: serial('id').primaryKey(),
    // Null for a username nobody has.
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    // As typed (lower case).
    username: text('username').notNull(),
    // password-ok, wrong-password, unknown-user, disabled, locked-out, code-ok, wrong-code, code-locked-out, signed-out
    outcome: text('outcome').notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_sign_ins_at').on(t.createdAt),
    index('staff_sign_ins_staff').on(t.staffId, t.createdAt),
  ],
);
