import { Hono, type MiddlewareHandler } from 'hono';
import type { BodyLimits } from '../http/body-limits';
import { ValidationError } from '../http/http-errors';
import { readJson } from '../http/read-json';
import type { FeeSchedules } from './fee-schedules';

type StaffVariables = { Variables: { staff: { id: number } } };

/**
 * The fee schedule on the staff side (docs/fee-schedule.md): the version in use, a text checked
 * without storing it, and a new one checked (also against the application definitions) and
 * stored, used from the next assessment on every instance without a restart. A wrong one is a 422
 * naming every problem. Checking and storing need fees.edit (the seeded operator role, the
 * administrator); assessors may read it.
 */
export function feeScheduleRoutes(deps: {
  fees: FeeSchedules;
  bodyLimits: BodyLimits;
  /** The staff guards (the staff module's requireStaff): reading, and storing a new version. */
  guards: { read: MiddlewareHandler; edit: MiddlewareHandler };
}) {
  const { fees, guards } = deps;
  const app = new Hono<StaffVariables>();
  const PATH = '/v1/staff/fee_schedule';

  app.get(PATH, guards.read, async (c) => {
    const shown = await fees.shown();
    return c.json({
      data: {
        version: shown.version,
        origin: shown.origin,
        stored_at: shown.storedAt?.toISOString() ?? null,
        source: shown.source,
      },
    });
  });

  // Checked, not stored: the console's Check button shows every problem before anything changes.
  app.post(`${PATH}/check`, deps.bodyLimits.json, guards.edit, async (c) => {
    const { source } = await readJson(c);
    const checked = fees.check(typeof source === 'string' ? source : '');
    if (!checked.ok) throw new ValidationError({ source: [...checked.problems] });
    return c.json({ data: { valid: true, rules: Object.keys(checked.schedule.rules).length } });
  });

  app.put(PATH, deps.bodyLimits.json, guards.edit, async (c) => {
    const { source } = await readJson(c);
    // No text is checked as an empty schedule: its problems say what it lacks.
    const stored = await fees.store(
      typeof source === 'string' ? source : '',
      `staff:${String(c.get('staff').id)}`,
    );
    if (!stored.ok) throw new ValidationError({ source: [...stored.problems] });
    return c.json({ data: { version: stored.version }, message: 'Updated!' });
  });

  return app;
}
