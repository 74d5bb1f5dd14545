import { APPOINTMENTS_PATH, appointmentSlotsDocument } from '@/domain/appointments/appointment-contracts';
import { http } from '@/lib/http';

/** The free slots an application may book, its booking to come and the person's no-shows. */
export const getAppointmentSlots = (applicationId: string, signal?: AbortSignal) =>
  http.get(APPOINTMENTS_PATH, {
    schema: appointmentSlotsDocument,
    signal,
    query: { application_id: applicationId },
  });
