import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from './require-staff';
import { STAFF_NOT_FOUND_MESSAGE, type StaffAdmin } from './staff-admin.service';
import type { StaffRolesService } from './staff-roles.service';

const idOf = (raw: string) => {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new NotFoundError(STAFF_NOT_FOUND_MESSAGE);
  return Number(raw);
};

/**
 * Staff administration in the console (issue 28; docs/api-staff.md): members under
 * /v1/staff/members (staff.manage), roles and offices under /v1/staff/roles and /v1/staff/offices
 * (roles.manage; staff.manage may read them, to give roles).
 */
export function staffAdminRoutes(d: { admin: StaffAdmin; roles: StaffRolesService; bodyLimits: BodyLimits }) {
  const app = new Hono<StaffEnv>();
  const { json } = d.bodyLimits;
  const manage = requireStaff('staff.manage');
  const define = requireStaff('roles.manage');
  const done = { data: { done: true } };

  app.get('/v1/staff/members', manage, async (c) => c.json({ data: await d.admin.list() }));
  app.post('/v1/staff/members', json, manage, async (c) => {
    const { id, initialPassword } = await d.admin.create(c.get('staff'), await readJson(c));
    return c.json({ data: { id, initial_password: initialPassword } }, 201);
  });
  app.post('/v1/staff/members/:id/disable', json, manage, async (c) => {
    await d.admin.disable(c.get('staff'), idOf(c.req.param('id')));
    return c.json(done);
  });
  app.post('/v1/staff/members/:id/enable', json, manage, async (c) => {
    await d.admin.enable(c.get('staff'), idOf(c.req.param('id')));
    return c.json(done);
  });
  app.post('/v1/staff/members/:id/reset_password', json, manage, async (c) => {
    const password = await d.admin.resetPassword(c.get('staff'), idOf(c.req.param('id')));
    return c.json({ data: { initial_password: password } });
  });
  app.post('/v1/staff/members/:id/reset_mfa', json, manage, async (c) => {
    await d.admin.resetMfa(c.get('staff'), idOf(c.req.param('id')));
    return c.json(done);
  });
  app.put('/v1/staff/members/:id/roles', json, manage, async (c) => {
    const roles = await d.admin.setRoles(c.get('staff'), idOf(c.req.param('id')), await readJson(c));
    return c.json({ data: { roles } });
  });

  const readRoles = requireStaff('roles.manage', 'staff.manage');
  app.get('/v1/staff/roles', readRoles, async (c) => c.json({ data: await d.roles.roles() }));
  app.post('/v1/staff/roles', json, define, async (c) => {
    await d.roles.createRole(c.get('staff'), await readJson(c));
    return c.json(done, 201);
  });
  app.put('/v1/staff/roles/:code', json, define, async (c) => {
    await d.roles.updateRole(c.get('staff'), c.req.param('code'), await readJson(c));
    return c.json(done);
  });
  app.delete('/v1/staff/roles/:code', json, define, async (c) => {
    await d.roles.deleteRole(c.get('staff'), c.req.param('code'));
    return c.json(done);
  });
  app.get('/v1/staff/offices', readRoles, async (c) => c.json({ data: await d.roles.offices() }));
  app.post('/v1/staff/offices', json, define, async (c) => {
    await d.roles.createOffice(c.get('staff'), await readJson(c));
    return c.json(done, 201);
  });
  app.put('/v1/staff/offices/:code', json, define, async (c) => {
    await d.roles.updateOffice(c.get('staff'), c.req.param('code'), await readJson(c));
    return c.json(done);
  });
  app.delete('/v1/staff/offices/:code', json, define, async (c) => {
    await d.roles.deleteOffice(c.get('staff'), c.req.param('code'));
    return c.json(done);
  });
  return app;
}
