import { Hono, type MiddlewareHandler } from 'hono';
import { API_IMMUNIZATION_REGISTRATIONS, API_INCIDENT_REPORTS } from '@/domain/contracts/help';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document, pagination, resource } from '../../http/json-api';
import { readJson } from '../../http/read-json';
import type { IncidentsService } from './incidents.service';
import { REPORTS_PER_PAGE } from './incidents.service';
import { registrationAttributes, type RegistrationRow } from './register-immunization';
import { incidentAttributes, type IncidentRow } from './report-incident';

const API = '/api';
const pageOf = (raw: string | undefined) => {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** E-Help's calls (§2.9): report an incident, list one's reports, register for immunization. */
export function helpRoutes({
  report,
  register,
  incidents,
  guard,
  bodyLimits,
  limits,
}: {
  report: (taxpayerId: number, body: Record<string, unknown>) => Promise<IncidentRow>;
  register: (taxpayerId: number, body: Record<string, unknown>) => Promise<RegistrationRow>;
  incidents: Pick<IncidentsService, 'listOwn'>;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  limits: { incident: MiddlewareHandler<AuthEnv>; immunization: MiddlewareHandler<AuthEnv> };
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;
  const path = (full: string) => full.slice(API.length);

  app.post(path(API_INCIDENT_REPORTS), json, guard, limits.incident, async (c) => {
    const row = await report(c.get('auth').taxpayerId, await readJson(c));
    const created = resource('incident_reports', row.id, incidentAttributes(row));
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  app.get(path(API_INCIDENT_REPORTS), guard, async (c) => {
    const page = pageOf(c.req.query('page'));
    const { rows, total } = await incidents.listOwn(c.get('auth').taxpayerId, page);
    return c.json(
      document(
        rows.map((r) => resource('incident_reports', r.id, incidentAttributes(r))),
        { pagination: pagination(total, rows.length, REPORTS_PER_PAGE, page) },
      ),
    );
  });

  app.post(path(API_IMMUNIZATION_REGISTRATIONS), json, guard, limits.immunization, async (c) => {
    const row = await register(c.get('auth').taxpayerId, await readJson(c));
    const created = resource('immunization_registrations', row.id, registrationAttributes(row));
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  return app;
}
