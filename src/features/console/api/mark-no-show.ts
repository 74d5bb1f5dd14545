import { appointmentBooked, type AppointmentBooked } from '@/domain/appointments/appointment-contracts';
import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** Marks a booking whose time has begun as missed. */
export const markNoShow = (applicationId: number, bookingId: string) =>
  staffCall<AppointmentBooked>(() =>
    http.post(
      `${STAFF_API}/applications/${applicationId}/appointments/${encodeURIComponent(bookingId)}/no_show`,
      {
        body: {},
        headers: staffAuth(),
        schema: appointmentBooked,
        silent: true,
      },
    ),
  );
