import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications } from './applications-schema';
import { taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The slots an office offers, as its operator sets them (issue 27): on a weekday (1 Monday …
 * 7 Sunday), at a Manila time, so many people. `office` is an office code ('police').
 */
export const appointmentSchedules = pgTable(
  'appointment_schedules',
  {
    id: serial('id').primaryKey(),
    office: text('office').notNull(),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_schedules_office_day_time').on(t.office, t.weekday, t.time),
    check('appointment_schedules_weekday', sql`${t.weekday} between 1 and 7`),
    check('appointment_schedules_capacity', sql`${t.capacity} > 0`),
  ],
);

/**
 * A person's booking of an office's slot for an application. It holds a place while it is
 * `booked` and its application waits for the appointment (FOR APPOINTMENT); `no_show` is marked by
 * the office once the slot has begun, and counts against the person.
 */
export const appointmentBookings = pgTable(
  'appointment_bookings',
  {
    id: serial('id').primaryKey(),
    office: text('office').notNull(),
    startsAt: at('starts_at').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    state: text('state', { enum: ['booked', 'cancelled', 'no_show'] })
      .notNull()
      .default('booked'),
    // Who changed the state last: 'taxpayer:12' (cancelled, moved), 'staff:3' (no-show).
    changedBy: text('changed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointment_bookings_slot').on(t.office, t.startsAt),
    index('appointment_bookings_taxpayer').on(t.taxpayerId, t.state),
    index('appointment_bookings_application').on(t.applicationId),
  ],
);
