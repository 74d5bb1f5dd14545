import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppointmentSchedule } from '@/domain/appointments/appointment-slots';
import { appointmentSchedules } from '../../db/appointments-schema';
import type { Db, Tx } from '../../db/client';

/** The schedule lines of some offices, by office, weekday and time. */
export async function schedulesOf(db: Db, offices: readonly string[]): Promise<AppointmentSchedule[]> {
  if (offices.length === 0) return [];
  return db
    .select({
      office: appointmentSchedules.office,
      weekday: appointmentSchedules.weekday,
      time: appointmentSchedules.time,
      capacity: appointmentSchedules.capacity,
    })
    .from(appointmentSchedules)
    .where(inArray(appointmentSchedules.office, [...offices]))
    .orderBy(
      asc(appointmentSchedules.office),
      asc(appointmentSchedules.weekday),
      asc(appointmentSchedules.time),
    );
}

/** Every schedule line (the operator's list). */
export const allSchedules = (db: Db) =>
  db
    .select()
    .from(appointmentSchedules)
    .orderBy(
      asc(appointmentSchedules.office),
      asc(appointmentSchedules.weekday),
      asc(appointmentSchedules.time),
    );

/**
 * Sets an office's slots on some weekdays at some times to a capacity (added, or changed where the
 * line exists). Bookings already made stay; the new capacity holds for the places still free.
 */
export async function setSchedule(db: Db | Tx, lines: readonly AppointmentSchedule[], now = new Date()) {
  if (lines.length === 0) return;
  await db
    .insert(appointmentSchedules)
    .values(lines.map((l) => ({ ...l, updatedAt: now })))
    .onConflictDoUpdate({
      target: [appointmentSchedules.office, appointmentSchedules.weekday, appointmentSchedules.time],
      set: { capacity: sql`excluded.capacity`, updatedAt: now },
    });
}

/** Removes an office's slots on some weekdays (all its times), or all of them. */
export async function clearSchedule(db: Db, office: string, weekdays?: readonly number[]) {
  const removed = await db
    .delete(appointmentSchedules)
    .where(
      and(
        eq(appointmentSchedules.office, office),
        weekdays ? inArray(appointmentSchedules.weekday, [...weekdays]) : undefined,
      ),
    )
    .returning({ id: appointmentSchedules.id });
  return removed.length;
}
