import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffAudit, staffRoles } from '../../db/staff-schema';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { staffAuthClient } from './staff-auth-test-kit';
import { signedInStaff, staffBearer } from './staff-test-kit';

let t: AccountsTestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  admin = await signedInStaff(t, ['administrator'], 'Maria Admin');
  auth = { Authorization: `Bearer ${admin.token}` };
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, headers = auth) =>
  t.app.request(`/api/v1/staff/${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const fieldsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;
let serial = 0;
const newMember = async (roles = ['licensing'], headers = auth) => {
  const username = `desk${++serial}.clerk`;
  const res = await send(
    'POST',
    'members',
    { username, name: 'Lito Lapid', email: `${username}@lgu.ph`, roles },
    headers,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number; initial_password: string } };
  return { username, ...data };
};
const auditOf = async (id: number) =>
  (await t.infrastructure.db.select().from(staffAudit).where(eq(staffAudit.staffId, id))).map((r) => ({
    action: r.action,
    actor: r.actor,
    detail: r.detail,
  }));

describe('staff administration in the console', () => {
  it('creates a member whose one-time password signs in, audited with who made them', async () => {
    const created = await newMember(['licensing', 'cashier']);
    expect(created.initial_password).toMatch(/^[\w-]{20}$/);
    const signIn = await t.app.request('/api/v1/staff/auth/sign_in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: created.username, password: created.initial_password }),
    });
    expect(signIn.status).toBe(200);
    expect(await auditOf(created.id)).toEqual([
      { action: 'created', actor: `staff:${admin.id}`, detail: { roles: ['licensing', 'cashier'] } },
    ]);
    const list = (await (await send('GET', 'members')).json()) as {
      data: { username: string; state: string }[];
    };
    expect(list.data.find((m) => m.username === created.username)?.state).toBe('not enrolled');
  });

  it('names the field of a bad member, a taken username and a role nobody defined', async () => {
    const bad = await send('POST', 'members', { username: 'x', name: '', email: 'nope', roles: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(await fieldsOf(bad)).sort()).toEqual(['email', 'name', 'roles', 'username']);
    const { username } = await newMember();
    const taken = await send('POST', 'members', {
      username,
      name: 'A',
      email: 'a@lgu.ph',
      roles: ['licensing'],
    });
    expect((await fieldsOf(taken)).username).toEqual(['That username is taken.']);
    const unknown = await send('POST', 'members', {
      username: 'zz.top',
      name: 'A',
      email: 'a@lgu.ph',
      roles: ['mayor'],
    });
    expect((await fieldsOf(unknown)).roles).toEqual(['Choose at least one role from the list.']);
  });

  it('disables a member (sessions end at once), enables them again, resets the password and the authenticator', async () => {
    const officer = await signedInStaff(t, ['licensing']);
    const asOfficer = { Authorization: `Bearer ${officer.token}` };
    expect((await send('GET', 'auth/me', undefined, asOfficer)).status).toBe(200);
    expect((await send('POST', `members/${officer.id}/disable`)).status).toBe(200);
    expect((await send('GET', 'auth/me', undefined, asOfficer)).status).toBe(401);
    expect((await send('POST', `members/${officer.id}/enable`)).status).toBe(200);
    const reset = await send('POST', `members/${officer.id}/reset_password`);
    const { data } = (await reset.json()) as { data: { initial_password: string } };
    expect(data.initial_password).toMatch(/^[\w-]{20}$/);
    expect((await send('POST', `members/${officer.id}/reset_mfa`)).status).toBe(200);
    const [row] = await t.infrastructure.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, officer.id));
    expect(row).toMatchObject({ enrolled: false, totpSecret: null, disabledAt: null });
    expect((await auditOf(officer.id)).map((a) => a.action)).toEqual([
      'disabled',
      'enabled',
      'password reset',
      'mfa reset',
    ]);
    // The next sign-in with the new password enrols a new authenticator.
    const s = staffAuthClient(t);
    const start = await s.post('sign_in', { username: officer.username, password: data.initial_password });
    expect(((await start.json()) as { data: { next: string } }).data.next).toBe('enrol');
  });

  it('gives roles, and the member can do at once what they allow', async () => {
    const officer = await signedInStaff(t, ['cashier']);
    const asOfficer = { Authorization: `Bearer ${officer.token}` };
    expect((await send('GET', 'audit', undefined, asOfficer)).status).toBe(403);
    const res = await send('PUT', `members/${officer.id}/roles`, { roles: ['operator'] });
    expect(res.status).toBe(200);
    expect((await send('GET', 'audit', undefined, asOfficer)).status).toBe(200);
    expect((await auditOf(officer.id)).at(-1)).toMatchObject({
      action: 'roles changed',
      detail: { from: ['cashier'], to: ['operator'] },
    });
  });

  it('never acts on its own account: no lock-out, no quiet self-promotion', async () => {
    for (const [method, path, body] of [
      ['POST', `members/${admin.id}/disable`, undefined],
      ['PUT', `members/${admin.id}/roles`, { roles: ['cashier'] }],
      ['POST', `members/${admin.id}/reset_mfa`, undefined],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, path).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(
        'You cannot do this to your own account. Ask another administrator.',
      );
    }
  });

  it('lets staff.manage give only what its holder holds: no administrator made, none taken over', async () => {
    await t.infrastructure.db
      .insert(staffRoles)
      .values({ code: 'personnel', name: 'Personnel', permissions: ['staff.manage', 'applications.view'] });
    const personnel = { Authorization: await staffBearer(t, ['personnel']) };
    // Within: a member whose roles grant only what personnel holds.
    await t.infrastructure.db
      .insert(staffRoles)
      .values({ code: 'viewer', name: 'Viewer', permissions: ['applications.view'] });
    await newMember(['viewer'], personnel);
    // Beyond: the administrator role, a licensing officer, or a reset of the administrator's password.
    const make = await send(
      'POST',
      'members',
      { username: 'sneaky', name: 'S', email: 's@lgu.ph', roles: ['administrator'] },
      personnel,
    );
    expect(make.status).toBe(403);
    const other = await signedInStaff(t, ['administrator']);
    expect((await send('POST', `members/${other.id}/reset_password`, undefined, personnel)).status).toBe(403);
    const licensing = await newMember(['licensing']);
    expect(
      (await send('PUT', `members/${licensing.id}/roles`, { roles: ['viewer'] }, personnel)).status,
    ).toBe(403);
  });

  it('answers 404 for a member nobody is', async () => {
    expect((await send('POST', 'members/999999/disable')).status).toBe(404);
    expect((await send('POST', 'members/abc/disable')).status).toBe(404);
  });
});
