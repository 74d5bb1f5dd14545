import { and, eq } from 'drizzle-orm';
import { NO_SHOW_LIMIT, scheduledSlots } from '@/domain/appointments/appointment-slots';
import { appointmentBookings } from '../../db/appointments-schema';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import { applications } from '../../db/applications-schema';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';
import { actsFor, staffActor, type StaffMember } from '../staff/staff-roles';
import { bookingsOf, noShowsOf, slotKey, takenPlaces, upcomingBooking } from './appointment-bookings';
import { schedulesOf } from './appointment-schedules';
import { APPOINTMENTS_MESSAGES as M } from './appointments.messages';
import { appointmentApplication, bookAppointment, type BookingRequest } from './book-appointment';

export interface AppointmentsDeps {
  db: Db;
  now: () => Date;
}

/**
 * Appointments for any kind whose workflow has the appointment step (issue 27): the offices' free
 * slots, a resident's booking, moving and cancelling it, and the office's no-shows. It knows kinds
 * only through their definitions (the step, the offices).
 */
export function createAppointmentsService({ db, now }: AppointmentsDeps) {
  /** The slots of some offices with a place free, from now on. */
  async function freeSlots(offices: readonly string[]) {
    const at = now();
    const slots = scheduledSlots(await schedulesOf(db, offices), at);
    const last = slots.at(-1);
    if (!last) return [];
    const taken = await takenPlaces(db, offices, at, last.startsAt);
    return slots.flatMap((s) => {
      const available = s.capacity - (taken.get(slotKey(s.office, s.startsAt)) ?? 0);
      return available > 0 ? [{ ...s, available }] : [];
    });
  }

  /** Its free slots, its booking still to come, the person's no-shows and whether they may book. */
  async function forApplication(taxpayerId: number, applicationId: number) {
    const { offices } = await appointmentApplication(db, taxpayerId, applicationId);
    const [slots, booking, noShows] = await Promise.all([
      freeSlots(offices),
      upcomingBooking(db, applicationId, now()),
      noShowsOf(db, taxpayerId),
    ]);
    return { slots, booking: booking ?? null, noShows, blocked: noShows >= NO_SHOW_LIMIT };
  }

  /** The resident gives up a booking still to come; one begun or closed stays as it is. */
  async function cancel(taxpayerId: number, bookingId: number) {
    const [row] = await db
      .select()
      .from(appointmentBookings)
      .where(and(eq(appointmentBookings.id, bookingId), eq(appointmentBookings.taxpayerId, taxpayerId)));
    if (!row) throw new NotFoundError(M.notFound);
    const at = now();
    if (row.state !== 'booked' || row.startsAt <= at) throw new ConflictError(M.notCancellable);
    const [done] = await db
      .update(appointmentBookings)
      .set({ state: 'cancelled', changedBy: `taxpayer:${String(taxpayerId)}`, updatedAt: at })
      .where(and(eq(appointmentBookings.id, bookingId), eq(appointmentBookings.state, 'booked')))
      .returning();
    if (!done) throw new ConflictError(M.notCancellable);
    return done;
  }

  /** Only staff of the application's kind's offices (an administrator on all). */
  async function officeOf(staff: StaffMember, applicationId: number) {
    const [row] = await db
      .select({ route: applications.route, taxpayerId: applications.taxpayerId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    if (!actsFor(staff, definitionByRoute(row.route)?.offices ?? [])) throw new ForbiddenError();
    return row;
  }

  /** The office's view of an application's bookings and the person's no-shows. */
  async function ofApplication(staff: StaffMember, applicationId: number) {
    const { taxpayerId } = await officeOf(staff, applicationId);
    const [bookings, noShows] = await Promise.all([bookingsOf(db, applicationId), noShowsOf(db, taxpayerId)]);
    return { bookings, noShows };
  }

  /** The office marks a booking whose time has begun as missed: it counts against the person. */
  async function markNoShow(staff: StaffMember, applicationId: number, bookingId: number) {
    await officeOf(staff, applicationId);
    const [row] = await db
      .select()
      .from(appointmentBookings)
      .where(
        and(eq(appointmentBookings.id, bookingId), eq(appointmentBookings.applicationId, applicationId)),
      );
    if (!row) throw new NotFoundError(M.notFound);
    if (row.state !== 'booked') throw new ConflictError(M.notOpen);
    const at = now();
    if (row.startsAt > at) throw new ConflictError(M.notStarted);
    const [done] = await db
      .update(appointmentBookings)
      .set({ state: 'no_show', changedBy: staffActor(staff), updatedAt: at })
      .where(and(eq(appointmentBookings.id, bookingId), eq(appointmentBookings.state, 'booked')))
      .returning();
    if (!done) throw new ConflictError(M.notOpen);
    return done;
  }

  return {
    freeSlots,
    forApplication,
    book: (request: BookingRequest) => bookAppointment(db, request, now()),
    cancel,
    ofApplication,
    markNoShow,
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
