import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications-schema';

/**
 * The laboratory's results for an application of a kind with the lab step (issue 27): one row per
 * recording of a test, the latest per test counting (a retest after treatment is recorded again;
 * the earlier result stays for the record). `test` is the kind's test code ('STOOL').
 */
export const applicationLabResults = pgTable(
  'application_lab_results',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    test: text('test').notNull(),
    passed: boolean('passed').notNull(),
    // What the laboratory found, as printed on the card ('NEGATIVE', 'NORMAL CHEST FINDINGS').
    finding: text('finding').notNull(),
    // YYYY-MM-DD: the day the specimen was examined.
    examinedOn: text('examined_on').notNull(),
    // Who recorded it: 'staff:3'.
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_lab_results_application').on(t.applicationId, t.test)],
);
