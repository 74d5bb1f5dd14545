import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { staffRoles } from '../../db/staff-schema';
import { staffBearer } from './staff-test-kit';

let t: AccountsTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  auth = { Authorization: await staffBearer(t, ['administrator']) };
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, headers = auth) =>
  t.app.request(`/api/v1/staff/${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const list = async <T>(path: string) => ((await (await send('GET', path)).json()) as { data: T[] }).data;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('roles and offices', () => {
  it('ships the offices and the core roles as data, the administrator built in', async () => {
    const offices = await list<{ code: string }>('offices');
    expect(offices.map((o) => o.code).sort()).toEqual(
      ['civil-registry', 'engineering', 'fire', 'health', 'licensing', 'police', 'treasury', 'zoning'].sort(),
    );
    const roles = await list<{ code: string; office: string | null; built_in: boolean }>('roles');
    expect(roles.map((r) => r.code)).toEqual(
      expect.arrayContaining(['administrator', 'licensing', 'treasury', 'cashier', 'support', 'operator']),
    );
    expect(roles.find((r) => r.code === 'cashier')?.office).toBe('treasury');
    expect(roles.find((r) => r.code === 'administrator')?.built_in).toBe(true);
  });

  it('makes an office and a role of it; a member of that role acts for the office', async () => {
    expect(
      (
        await send('POST', 'offices', {
          code: 'assessor',
          name: "Assessor's Office",
          name_fil: 'Tanggapan ng Tagatasa',
        })
      ).status,
    ).toBe(201);
    const made = await send('POST', 'roles', {
      code: 'zoning-officer',
      name: 'Zoning officer',
      office: 'zoning',
      permissions: ['applications.view'],
    });
    expect(made.status).toBe(201);
    const member = await staffBearer(t, ['zoning-officer']);
    const me = await send('GET', 'auth/me', undefined, { Authorization: member });
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({
      roles: ['zoning-officer'],
      permissions: ['applications.view'],
      offices: ['zoning'],
    });
    // Changed: the member's permissions follow on their next request.
    await send('PUT', 'roles/zoning-officer', { name: 'Zoning officer', office: 'zoning', permissions: [] });
    expect((await send('GET', 'applications', undefined, { Authorization: member })).status).toBe(403);
    const roles = await list<{ code: string; members: number }>('roles');
    expect(roles.find((r) => r.code === 'zoning-officer')?.members).toBe(1);
  });

  it('refuses a bad code, a taken code, an unknown office or permission, by field', async () => {
    const bad = await send('POST', 'roles', {
      code: 'Bad Code',
      name: '',
      office: 'nowhere',
      permissions: ['fly'],
    });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['code', 'name', 'permissions']);
    const office = await send('POST', 'roles', {
      code: 'x-role',
      name: 'X',
      office: 'nowhere',
      permissions: [],
    });
    expect(((await office.json()) as { errors: Record<string, string[]> }).errors.office).toEqual([
      'Choose an office from the list.',
    ]);
    const taken = await send('POST', 'offices', { code: 'zoning', name: 'Zoning again' });
    expect(((await taken.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
      'That code is taken.',
    ]);
    const star = await send('POST', 'roles', { code: 'all-powerful', name: 'All', permissions: ['*'] });
    expect(star.status).toBe(422);
  });

  it('never changes the administrator, nor removes a role someone holds or an office a role belongs to', async () => {
    const admin = await send('PUT', 'roles/administrator', { name: 'Admin', permissions: [] });
    expect(admin.status).toBe(409);
    expect(await messageOf(admin)).toBe('The administrator role cannot be changed or removed.');
    expect((await send('DELETE', 'roles/administrator')).status).toBe(409);
    await staffBearer(t, ['support']);
    const held = await send('DELETE', 'roles/support');
    expect(held.status).toBe(409);
    expect(await messageOf(held)).toBe('Staff members still hold this role. Take it from them first.');
    expect((await send('DELETE', 'offices/treasury')).status).toBe(409);
    await send('POST', 'roles', { code: 'temp-role', name: 'Temp', permissions: [] });
    expect((await send('DELETE', 'roles/temp-role')).status).toBe(200);
    expect((await send('DELETE', 'roles/temp-role')).status).toBe(404);
  });

  it('lets roles.manage make roles only within what its holder may do', async () => {
    await t.infrastructure.db
      .insert(staffRoles)
      .values({ code: 'role-maker', name: 'Role maker', permissions: ['roles.manage', 'applications.view'] });
    const maker = { Authorization: await staffBearer(t, ['role-maker']) };
    const within = await send(
      'POST',
      'roles',
      { code: 'viewer-2', name: 'Viewer', permissions: ['applications.view'] },
      maker,
    );
    expect(within.status).toBe(201);
    const beyond = await send(
      'POST',
      'roles',
      { code: 'sneaky', name: 'S', permissions: ['staff.manage'] },
      maker,
    );
    expect(beyond.status).toBe(403);
    // Nor widen or strip a role that holds more than the maker.
    expect((await send('PUT', 'roles/licensing', { name: 'L', permissions: [] }, maker)).status).toBe(403);
  });

  it('writes every change to the audit log with who made it', async () => {
    const res = await send('GET', 'audit?action=role.create');
    const { data } = (await res.json()) as { data: { actor_kind: string; subject: string }[] };
    expect(data.map((e) => e.subject)).toEqual(expect.arrayContaining(['role:zoning-officer']));
    expect(data.every((e) => e.actor_kind === 'staff')).toBe(true);
  });
});
