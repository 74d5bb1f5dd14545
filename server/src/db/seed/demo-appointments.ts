import type { Tx } from '../client';
import { appointmentSchedules } from '../appointments-schema';

/** The demo police office's biometrics slots: weekdays, on the hour, five people each. */
export const DEMO_POLICE_OFFICE = 'police';
const TIMES = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Seeds the demo offices' appointment slots (lines already there are left as they are). */
export async function seedAppointmentSchedules(tx: Tx) {
  await tx
    .insert(appointmentSchedules)
    .values(
      WEEKDAYS.flatMap((weekday) =>
        TIMES.map((time) => ({ office: DEMO_POLICE_OFFICE, weekday, time, capacity: 5 })),
      ),
    )
    .onConflictDoNothing();
}
