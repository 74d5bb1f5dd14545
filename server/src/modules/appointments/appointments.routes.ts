import { Hono, type MiddlewareHandler } from 'hono';
import { bookAppointmentBody } from '@/domain/appointments/appointment-contracts';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { BadRequestError, NotFoundError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import { readJson } from '../../http/read-json';
import { applicationIdOf } from '../applications/application-id-of';
import { bookingResource, noShowMeta, slotResource } from './appointment-resources';
import type { AppointmentsService } from './appointments.service';
import { APPOINTMENTS_MESSAGES as M } from './appointments.messages';

const PATH = '/v1/taxpayers/appointments';

/**
 * A resident's appointments (issue 27; §7.3 `GET /api/v1/taxpayers/appointments`): the free slots
 * of an office or of an application's kind's offices, booking one (again, to move it), cancelling.
 */
export function appointmentsRoutes({
  appointments,
  guard,
  bodyLimits,
}: {
  appointments: AppointmentsService;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();

  app.get(PATH, guard, async (c) => {
    const applicationId = c.req.query('application_id');
    if (applicationId !== undefined) {
      const id = applicationIdOf(applicationId);
      const view = await appointments.forApplication(c.get('auth').taxpayerId, id);
      return c.json({
        data: view.slots.map(slotResource),
        meta: {
          booking: view.booking && bookingResource(view.booking),
          ...noShowMeta(view.noShows),
          blocked: view.blocked,
        },
      });
    }
    const office = c.req.query('office')?.trim();
    if (!office || office.length > 40) throw new BadRequestError(M.officeOrApplication);
    const slots = await appointments.freeSlots([office]);
    return c.json({ data: slots.map(slotResource) });
  });

  app.post(PATH, bodyLimits.json, guard, async (c) => {
    const body = parseWith(bookAppointmentBody, await readJson(c));
    const { booking, created } = await appointments.book({
      taxpayerId: c.get('auth').taxpayerId,
      applicationId: Number(body.application_id),
      office: body.office,
      startsAt: new Date(body.starts_at),
    });
    return c.json({ data: bookingResource(booking), message: 'Booked!' }, created ? 201 : 200);
  });

  app.post(`${PATH}/:id/cancel`, bodyLimits.json, guard, async (c) => {
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new NotFoundError(M.notFound);
    const booking = await appointments.cancel(c.get('auth').taxpayerId, Number(id));
    return c.json({ data: bookingResource(booking), message: 'Cancelled!' });
  });

  return app;
}
