import { and, eq, gt, sql } from 'drizzle-orm';
import { NO_SHOW_LIMIT, scheduledSlots } from '@/domain/appointments/appointment-slots';
import { appointmentBookings } from '../../db/appointments-schema';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { ConflictError, ForbiddenError, invalidField } from '../../http/http-errors';
import { withValues } from '../../http/i18n/server-messages';
import { definitionByRoute } from '../applications/application-definitions';
import { ownApplication } from '../applications/own-application';
import { noShowsOf, placesHeld, slotKey, WAITING_STATUS, type BookingRow } from './appointment-bookings';
import { schedulesOf } from './appointment-schedules';
import { APPOINTMENTS_MESSAGES as M } from './appointments.messages';

// Advisory lock keys: one application's bookings, and one slot's places (by its key's hash).
const APPLICATION_LOCK = 7_245_300;
const SLOT_LOCK = 7_245_301;

/** What a resident asks: a slot of an office for one of their applications. */
export interface BookingRequest {
  taxpayerId: number;
  applicationId: number;
  office: string;
  startsAt: Date;
}

/**
 * The applicant's application whose kind has the appointment step, and the offices whose slots
 * it may take (its kind's); a 404 for another's, a 422 for a kind without the step.
 */
export async function appointmentApplication(db: Db, taxpayerId: number, applicationId: number) {
  const row = await ownApplication(db, taxpayerId, applicationId);
  const definition = definitionByRoute(row.application.route);
  if (!definition?.workflow.appointment) throw invalidField('application_id', M.noAppointmentStep);
  return { ...row, offices: definition.offices as readonly string[] };
}

/** Refuses a person who missed NO_SHOW_LIMIT appointments (a 403 saying how many). */
export async function refuseIfBlocked(db: Db, taxpayerId: number) {
  const missed = await noShowsOf(db, taxpayerId);
  if (missed >= NO_SHOW_LIMIT) throw new ForbiddenError(withValues(M.blocked, { count: String(missed) }));
}

/**
 * Books a slot for an application waiting for its appointment; a booking it has still to come is
 * moved (cancelled in the same transaction). Under an advisory lock per application and per slot,
 * so concurrent requests cannot give a slot more people than its capacity, one person two places
 * in one slot, or one application two bookings to come. Booking the slot it holds changes nothing.
 */
export async function bookAppointment(db: Db, request: BookingRequest, now: Date) {
  const { taxpayerId, applicationId, office, startsAt } = request;
  const { offices } = await appointmentApplication(db, taxpayerId, applicationId);
  await refuseIfBlocked(db, taxpayerId);
  const slot = offices.includes(office)
    ? scheduledSlots(await schedulesOf(db, [office]), now).find(
        (s) => s.startsAt.getTime() === startsAt.getTime(),
      )
    : undefined;
  if (!slot) throw invalidField('starts_at', M.notOffered);
  return db.transaction(async (tx): Promise<{ booking: BookingRow; created: boolean }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLICATION_LOCK}, ${applicationId})`);
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, hashtext(${slotKey(office, startsAt)}))`);
    // Read under the locks: the office may have moved the application on meanwhile.
    const [waiting] = await tx
      .select({ status: transactionHistories.status })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(eq(applications.id, applicationId));
    if (waiting?.status !== WAITING_STATUS) throw new ConflictError(M.notWaiting);
    const held = await placesHeld(tx, office, startsAt);
    const kept = held.find((h) => h.applicationId === applicationId);
    if (kept) {
      const [booking] = await tx
        .select()
        .from(appointmentBookings)
        .where(eq(appointmentBookings.id, kept.id));
      if (booking) return { booking, created: false };
    }
    if (held.some((h) => h.taxpayerId === taxpayerId)) throw new ConflictError(M.alreadyBooked);
    if (held.length >= slot.capacity) throw new ConflictError(M.full);
    const actor = `taxpayer:${String(taxpayerId)}`;
    // Moved: the booking still to come gives its place up. One already begun stays for the
    // office to mark (kept or missed): moving it cannot wipe a no-show out.
    await tx
      .update(appointmentBookings)
      .set({ state: 'cancelled', changedBy: actor, updatedAt: now })
      .where(
        and(
          eq(appointmentBookings.applicationId, applicationId),
          eq(appointmentBookings.state, 'booked'),
          gt(appointmentBookings.startsAt, now),
        ),
      );
    const [booking] = await tx
      .insert(appointmentBookings)
      .values({
        office,
        startsAt,
        applicationId,
        taxpayerId,
        state: 'booked',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!booking) throw new Error('booking not made');
    return { booking, created: true };
  });
}
