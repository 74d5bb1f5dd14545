import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { staffActor } from '../staff/staff-roles';
import type { ConsoleContent } from './console-content.service';

/**
 * The console's site content (content.edit) and settings, switches and service modules
 * (settings.edit), issue 28; docs/api-staff.md.
 */
export function consoleContentRoutes(d: { content: ConsoleContent; bodyLimits: BodyLimits }) {
  const app = new Hono<StaffEnv>();
  const { json } = d.bodyLimits;
  const editor = requireStaff('content.edit');
  const settings = requireStaff('settings.edit');
  const done = { data: { done: true } };

  app.get('/v1/staff/content', editor, async (c) => c.json({ data: await d.content.entries() }));
  app.put('/v1/staff/content/:type/:key', json, editor, async (c) => {
    const { type, key } = c.req.param();
    await d.content.setValue(staffActor(c.get('staff')), type, key, await readJson(c));
    return c.json(done);
  });
  app.get('/v1/staff/settings', settings, async (c) => c.json({ data: await d.content.settings() }));
  app.put('/v1/staff/settings/:key', json, settings, async (c) => {
    await d.content.setSetting(staffActor(c.get('staff')), c.req.param('key'), await readJson(c));
    return c.json(done);
  });
  app.put('/v1/staff/flags/:key', json, settings, async (c) => {
    await d.content.setFlag(staffActor(c.get('staff')), c.req.param('key'), await readJson(c));
    return c.json(done);
  });
  app.put('/v1/staff/modules/:code', json, settings, async (c) => {
    await d.content.setModule(staffActor(c.get('staff')), c.req.param('code'), await readJson(c));
    return c.json(done);
  });
  return app;
}
