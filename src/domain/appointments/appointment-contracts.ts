import * as v from 'valibot';
import { resourceOf } from '../contracts/json-api';

/** GET (free slots) and POST (a booking) on this path; POST `${APPOINTMENTS_PATH}/{id}/cancel`. */
export const APPOINTMENTS_PATH = '/api/v1/taxpayers/appointments';

/** Where a booking stands: kept (booked), given up (cancelled), or missed (no_show, marked by staff). */
export const BOOKING_STATES = ['booked', 'cancelled', 'no_show'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** One free slot of an office (GET /api/v1/taxpayers/appointments). */
export const appointmentSlot = resourceOf(
  'appointment_slots',
  v.object({
    office: v.string(),
    starts_at: v.string(),
    capacity: v.number(),
    available: v.number(),
  }),
);
export type AppointmentSlot = v.InferOutput<typeof appointmentSlot>;

/** A booking of a slot for an application. */
export const appointmentBooking = resourceOf(
  'appointments',
  v.object({
    application_id: v.string(),
    office: v.string(),
    starts_at: v.string(),
    state: v.picklist(BOOKING_STATES),
  }),
);
export type AppointmentBooking = v.InferOutput<typeof appointmentBooking>;

/**
 * GET /api/v1/taxpayers/appointments (?application_id= or ?office=): the office's free slots and,
 * for an application, its booking still to come, the person's no-shows and whether they may book.
 */
export const appointmentSlotsDocument = v.object({
  data: v.array(appointmentSlot),
  meta: v.object({
    booking: v.nullable(appointmentBooking),
    no_shows: v.number(),
    no_show_limit: v.number(),
    blocked: v.boolean(),
  }),
});

/** POST /api/v1/taxpayers/appointments: a slot for an application (a second one moves the booking). */
export const bookAppointmentBody = v.object({
  application_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[1-9]\d{0,8}$/)),
  office: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  starts_at: v.pipe(v.string(), v.isoTimestamp()),
});

/** The booking a POST made or changed. */
export const appointmentBooked = v.object({ data: appointmentBooking, message: v.optional(v.string()) });
export type AppointmentBooked = v.InferOutput<typeof appointmentBooked>;

/** GET /api/v1/staff/applications/{id}/appointments: its bookings, newest first, and the person's no-shows. */
export const staffAppointmentsDocument = v.object({
  data: v.array(appointmentBooking),
  meta: v.object({ no_shows: v.number(), no_show_limit: v.number() }),
});
export type StaffAppointments = v.InferOutput<typeof staffAppointmentsDocument>;
