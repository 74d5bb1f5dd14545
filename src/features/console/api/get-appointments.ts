import {
  staffAppointmentsDocument,
  type StaffAppointments,
} from '@/domain/appointments/appointment-contracts';
import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** An application's bookings, the latest slot first, with the person's no-shows. */
export const getAppointments = (applicationId: number, signal?: AbortSignal) =>
  staffCall<StaffAppointments>(() =>
    http.get(`${STAFF_API}/applications/${applicationId}/appointments`, {
      headers: staffAuth(),
      schema: staffAppointmentsDocument,
      signal,
      silent: true,
    }),
  );
