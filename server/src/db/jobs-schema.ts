import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job on PostgreSQL (job-leases.ts): the last period an instance claimed,
 * who holds it and until when, so each pass runs on exactly one of several instances. `passes`
 * counts the claims (the bench checks them against the periods elapsed).
 */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  period: bigint('period', { mode: 'number' }).notNull(),
  holder: text('holder'),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  passes: bigint('passes', { mode: 'number' }).notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
});
