import { APPOINTMENTS_PATH, appointmentBooked } from '@/domain/appointments/appointment-contracts';
import { http } from '@/lib/http';

/** Books a slot for an application (a second booking moves the first); the page shows a refusal. */
export const bookAppointment = (applicationId: string, slot: { office: string; starts_at: string }) =>
  http.post(APPOINTMENTS_PATH, {
    body: { application_id: applicationId, office: slot.office, starts_at: slot.starts_at },
    schema: appointmentBooked,
    silent: true,
  });
