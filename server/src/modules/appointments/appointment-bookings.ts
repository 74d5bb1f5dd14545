import { and, count, desc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { appointmentBookings } from '../../db/appointments-schema';
import { applications } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';

export type BookingRow = typeof appointmentBookings.$inferSelect;

/** The workflow status in which an application waits for its appointment (§3, the status table). */
export const WAITING_STATUS = 'FOR APPOINTMENT';

// A booking holds a place while it is booked and its application still waits for the appointment:
// one cancelled, rejected or moved on by the office frees the place without a write here.
const holdsAPlace = and(
  eq(appointmentBookings.state, 'booked'),
  eq(transactionHistories.status, WAITING_STATUS),
);

/** The places taken in an office's slots between two instants, by office and start. */
export async function takenPlaces(db: Db | Tx, offices: readonly string[], from: Date, to: Date) {
  if (offices.length === 0) return new Map<string, number>();
  const taken = await db
    .select({ office: appointmentBookings.office, startsAt: appointmentBookings.startsAt, n: count() })
    .from(appointmentBookings)
    .innerJoin(applications, eq(applications.id, appointmentBookings.applicationId))
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(
      and(
        holdsAPlace,
        inArray(appointmentBookings.office, [...offices]),
        gte(appointmentBookings.startsAt, from),
        lte(appointmentBookings.startsAt, to),
      ),
    )
    .groupBy(appointmentBookings.office, appointmentBookings.startsAt);
  return new Map(taken.map((t) => [slotKey(t.office, t.startsAt), t.n]));
}

/** The key of one slot: its office and start. */
export const slotKey = (office: string, startsAt: Date) => `${office}@${startsAt.toISOString()}`;

/** The bookings holding a place in one slot (read under the slot's lock). */
export function placesHeld(tx: Tx, office: string, startsAt: Date) {
  return tx
    .select({
      id: appointmentBookings.id,
      taxpayerId: appointmentBookings.taxpayerId,
      applicationId: appointmentBookings.applicationId,
    })
    .from(appointmentBookings)
    .innerJoin(applications, eq(applications.id, appointmentBookings.applicationId))
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(
      and(holdsAPlace, eq(appointmentBookings.office, office), eq(appointmentBookings.startsAt, startsAt)),
    );
}

/** How many appointments a person missed (marked by the office). */
export async function noShowsOf(db: Db | Tx, taxpayerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentBookings)
    .where(and(eq(appointmentBookings.taxpayerId, taxpayerId), eq(appointmentBookings.state, 'no_show')));
  return row?.n ?? 0;
}

/** An application's booking still to come, if any. */
export async function upcomingBooking(db: Db | Tx, applicationId: number, now: Date) {
  const [row] = await db
    .select()
    .from(appointmentBookings)
    .where(
      and(
        eq(appointmentBookings.applicationId, applicationId),
        eq(appointmentBookings.state, 'booked'),
        gt(appointmentBookings.startsAt, now),
      ),
    )
    .orderBy(desc(appointmentBookings.startsAt))
    .limit(1);
  return row;
}

/** Every booking of an application, the latest slot first. */
export const bookingsOf = (db: Db, applicationId: number) =>
  db
    .select()
    .from(appointmentBookings)
    .where(eq(appointmentBookings.applicationId, applicationId))
    .orderBy(desc(appointmentBookings.startsAt), desc(appointmentBookings.id));
