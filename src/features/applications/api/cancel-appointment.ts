import { APPOINTMENTS_PATH, appointmentBooked } from '@/domain/appointments/appointment-contracts';
import { http } from '@/lib/http';

/** Gives a booking still to come up; the page shows a refusal. */
export const cancelAppointment = (bookingId: string) =>
  http.post(`${APPOINTMENTS_PATH}/${encodeURIComponent(bookingId)}/cancel`, {
    body: {},
    schema: appointmentBooked,
    silent: true,
  });
