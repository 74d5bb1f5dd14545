import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxpayers } from '../../db/auth-schema';
import { accountAudit } from '../../db/mfa-schema';
import { mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { staffAuthClient } from '../staff/staff-auth-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { createAuditLog } from './audit-log';

let t: AccountsTestApp;
let auth: Record<string, string>;
let auditor: Awaited<ReturnType<typeof signedInStaff>>;
let taxpayerId: number;
beforeAll(async () => {
  t = await createAccountsTestApp();
  auditor = await signedInStaff(t, ['operator'], 'Rosa Auditor');
  auth = { Authorization: `Bearer ${auditor.token}` };
  const resident = await t.client.signUp(mobileNumbers(171_400_000)());
  taxpayerId = Number(resident.taxpayerId);
  await t.infrastructure.db
    .update(taxpayers)
    .set({ firstName: 'Juan', lastName: 'Dela Cruz' })
    .where(eq(taxpayers.id, taxpayerId));
});
afterAll(() => t.close());

interface Entry {
  actor: string;
  actor_kind: string;
  actor_name: string;
  action: string;
  subject: string;
  subject_name: string;
  detail: Record<string, unknown>;
  at: string;
}
const audit = async (query = '') => {
  const res = await t.app.request(`/api/v1/staff/audit${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Entry[]; meta: { actions: string[]; pagination: { total: number } } };
};

describe('the audit viewer', () => {
  it('shows every trail with names instead of ids', async () => {
    const log = createAuditLog(t.infrastructure);
    await log.record({
      actor: 'operator:juan',
      action: 'content.set',
      subject: 'content:COMPONENTS.EMAIL_LOGIN',
      detail: { value: true },
    });
    await log.record({ actor: `staff:${auditor.id}`, action: 'news.publish', subject: 'news:3' });
    await t.infrastructure.db.insert(accountAudit).values({
      taxpayerId,
      action: 'reset-mfa',
      actor: 'J. Cruz',
      reason: 'lost phone; ID checked',
      createdAt: t.clock.now(),
    });
    const { data, meta } = await audit();
    const byAction = (action: string) => data.find((e) => e.action === action);
    expect(byAction('content.set')).toMatchObject({
      actor_kind: 'operator',
      actor_name: 'juan',
      detail: { value: true },
    });
    expect(byAction('news.publish')).toMatchObject({ actor_kind: 'staff', actor_name: 'Rosa Auditor' });
    expect(byAction('account.reset-mfa')).toMatchObject({
      actor_name: 'J. Cruz',
      subject: `taxpayer:${taxpayerId}`,
      subject_name: 'Juan Dela Cruz',
      detail: { reason: 'lost phone; ID checked' },
    });
    expect(meta.actions).toEqual(
      expect.arrayContaining(['account.reset-mfa', 'content.set', 'news.publish']),
    );
  });

  it('filters by actor (a name or id, in part), by action and by Manila day', async () => {
    expect((await audit('?actor=rosa')).data.map((e) => e.action)).toEqual(['news.publish']);
    expect((await audit(`?actor=staff:${auditor.id}`)).data.map((e) => e.action)).toEqual(['news.publish']);
    expect((await audit('?action=content.set')).data.map((e) => e.actor)).toEqual(['operator:juan']);
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).meta.pagination.total).toBeGreaterThanOrEqual(3);
    expect((await audit('?from=2001-01-01&to=2001-01-31')).data).toEqual([]);
    // A wildcard typed as a name is a character, not a wildcard.
    expect((await audit('?actor=%25')).data).toEqual([]);
  });

  it('is refused to a member without audit.view', async () => {
    const clerk = await staffBearer(t, ['licensing']);
    expect((await t.app.request('/api/v1/staff/audit', { headers: { Authorization: clerk } })).status).toBe(
      403,
    );
  });
});

describe('the staff sign-in history', () => {
  it('keeps every step, passed or refused, with where it came from', async () => {
    const s = staffAuthClient(t);
    const username = await s.create(['licensing']);
    await s.post('sign_in', { username, password: 'wrong password here' });
    await s.post('sign_in', { username: 'nobody.here', password: 'wrong password here' });
    const { token } = await s.signIn(username);
    await s.post('sign_out', {}, token);
    const res = await t.app.request('/api/v1/staff/sign_ins', { headers: auth });
    const { data } = (await res.json()) as {
      data: { username: string; outcome: string; name: string | null; address: string }[];
    };
    const steps = data
      .filter((e) => [username, 'nobody.here'].includes(e.username))
      .map((e) => [e.username, e.outcome]);
    expect(steps).toEqual([
      [username, 'signed-out'],
      [username, 'code-ok'],
      [username, 'password-ok'],
      ['nobody.here', 'unknown-user'],
      [username, 'wrong-password'],
    ]);
    expect(data.find((e) => e.username === username)).toMatchObject({ name: 'Ana Reyes', address: 'local' });
    const admin = { Authorization: await staffBearer(t, ['administrator']) };
    const members = await t.app.request('/api/v1/staff/members', { headers: admin });
    const { data: list } = (await members.json()) as { data: { id: number; username: string }[] };
    const staffId = list.find((m) => m.username === username)?.id;
    const mine = await t.app.request(`/api/v1/staff/sign_ins?staff_id=${staffId}&outcome=code-ok`, {
      headers: auth,
    });
    expect(((await mine.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
