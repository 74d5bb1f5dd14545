import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { applicationIdOf } from '../applications/application-id-of';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { recordLabResult, type LabResultsDeps } from './lab-results';

/**
 * The laboratory step's staff API (issue 27; docs/api-staff.md): POST one test's result
 * (`applications.lab`); the console reads the results with the application (`lab`).
 */
export function staffLabResultsRoutes(deps: LabResultsDeps & { bodyLimits: BodyLimits }) {
  const app = new Hono<StaffEnv>();
  app.post(
    '/v1/staff/applications/:id/lab_results',
    deps.bodyLimits.json,
    requireStaff('applications.lab'),
    async (c) =>
      c.json(
        await recordLabResult(deps, c.get('staff'), applicationIdOf(c.req.param('id')), await readJson(c)),
      ),
  );
  return app;
}
