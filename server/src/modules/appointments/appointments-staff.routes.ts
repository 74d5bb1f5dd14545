import { Hono } from 'hono';
import { NotFoundError } from '../../http/http-errors';
import type { BodyLimits } from '../../http/body-limits';
import { applicationIdOf } from '../applications/application-id-of';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { bookingResource, noShowMeta } from './appointment-resources';
import type { AppointmentsService } from './appointments.service';
import { APPOINTMENTS_MESSAGES as M } from './appointments.messages';

const PATH = '/v1/staff/applications/:id/appointments';

/**
 * The office's side (the console's application page): an application's bookings with the
 * person's no-shows (seeing applications: applications.view), and marking a booking whose time
 * has begun as a no-show (a review step: applications.review, as asking for the appointment is).
 */
export function appointmentsStaffRoutes({
  appointments,
  bodyLimits,
}: {
  appointments: AppointmentsService;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<StaffEnv>();

  app.get(PATH, requireStaff('applications.view'), async (c) => {
    const view = await appointments.ofApplication(c.get('staff'), applicationIdOf(c.req.param('id')));
    return c.json({ data: view.bookings.map(bookingResource), meta: noShowMeta(view.noShows) });
  });

  app.post(`${PATH}/:booking/no_show`, bodyLimits.json, requireStaff('applications.review'), async (c) => {
    const booking = c.req.param('booking');
    if (!/^[1-9]\d{0,8}$/.test(booking)) throw new NotFoundError(M.notFound);
    const done = await appointments.markNoShow(
      c.get('staff'),
      applicationIdOf(c.req.param('id')),
      Number(booking),
    );
    return c.json({ data: bookingResource(done), message: 'Marked as a no-show.' });
  });

  return app;
}
