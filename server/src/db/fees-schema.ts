import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The LGU's fee schedule, one row per version (docs/fee-schedule.md): the YAML as written, checked
 * before it was stored. The newest row is the one assessments use, on every instance, at once.
 * `origin` says where it came from: 'file' (FEE_SCHEDULE_FILE, taken at a start when it changed),
 * 'operator:<user>' (`fees load`) or 'staff:3' (the staff API).
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceSha256: text('source_sha256').notNull(),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fee_schedules_origin').on(t.origin, t.id)],
);
