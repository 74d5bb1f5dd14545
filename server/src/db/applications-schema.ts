import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';
import { transactionHistories } from './payments-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An application being filled in (issue 18): saved as the applicant types, one per account and
 * application type (its §2.8 route), resumed on any device, deleted when submitted.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: serial('id').primaryKey(),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    route: text('route').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // The step the applicant was on, so a resumed draft opens where it was left.
    step: text('step'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_drafts_owner_route').on(t.taxpayerId, t.route)],
);

/**
 * A submitted application: the payload its definition accepted. Its status is its transaction
 * history row's (one status, shown in the history), moved only as the workflow table allows.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .unique()
      .references(() => transactionHistories.id),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    route: text('route').notNull(),
    moduleType: text('module_type').notNull(),
    transactionType: text('transaction_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('applications_taxpayer').on(t.taxpayerId, t.createdAt),
    // Taxpayer support finds an application by an identity field (`payload @> {"tin_no": …}`).
    index('applications_payload').using('gin', sql`${t.payload} jsonb_path_ops`),
  ],
);

/** Every status change of an application, appended and never changed: who, when, from, to, why. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    // 'taxpayer:12', 'staff:3', 'operator', 'gateway': who made the move.
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_status_changes_application').on(t.applicationId, t.id)],
);

/**
 * Each decision an endorsing office made on an application (the kind's `workflow.endorsements`),
 * appended and never changed: cleared, or returned to the applicant with the reason. `round` is
 * the filing it was made on (1, then one more per resubmission): a return counts only on its own.
 */
export const applicationEndorsements = pgTable(
  'application_endorsements',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    // A staff office's code (staff_offices), as the kind's definition names it.
    office: text('office').notNull(),
    decision: text('decision').$type<'cleared' | 'returned'>().notNull(),
    round: integer('round').notNull(),
    // 'staff:3': who decided.
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_endorsements_application').on(t.applicationId, t.id),
    // An office clears an application once: a second clearance (two officers at once) is refused.
    uniqueIndex('application_endorsements_cleared_once')
      .on(t.applicationId, t.office)
      .where(sql`${t.decision} = 'cleared'`),
  ],
);
