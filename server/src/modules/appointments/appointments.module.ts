import { Hono } from 'hono';
import type { Infrastructure } from '../../infrastructure';
import { appointmentsRoutes } from './appointments.routes';
import { createAppointmentsService } from './appointments.service';
import { appointmentsStaffRoutes } from './appointments-staff.routes';

/**
 * Appointments (issue 27): any kind whose workflow has the appointment step books its office's
 * slots through these; the slots are the operator's schedule (`appointments schedule set`).
 */
export function createAppointmentsModule(infra: Infrastructure) {
  const service = createAppointmentsService({ db: infra.db, now: infra.now });
  const routes = new Hono();
  routes.route(
    '/',
    appointmentsRoutes({ appointments: service, guard: infra.guard, bodyLimits: infra.bodyLimits }),
  );
  routes.route('/', appointmentsStaffRoutes({ appointments: service, bodyLimits: infra.bodyLimits }));
  return { routes, service };
}
