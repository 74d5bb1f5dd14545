import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { mobileNumbers } from '../../testing/accounts-client';
import { staffBearer } from './staff-test-kit';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.request('/api/v1/staff/auth/me', { headers: authorization ? { Authorization: authorization } : {} });

describe('requireStaff', () => {
  it('answers a signed-in staff member from the test kit with who they are', async () => {
    const res = await me(await staffBearer(t, ['treasury']));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { roles: string[]; username: string } };
    expect(data.roles).toEqual(['treasury']);
    expect(data.username).toMatch(/^officer-/);
  });

  it('is 401 without a token or with an unknown staff token', async () => {
    expect((await me()).status).toBe(401);
    expect((await me(`Bearer staff_${'x'.repeat(43)}`)).status).toBe(401);
  });

  it("is 403 for a taxpayer's token, and a staff token is 401 on a taxpayer path", async () => {
    const resident = await t.client.signUp(mobileNumbers(171_100_000)());
    expect((await me(`Bearer ${resident.token}`)).status).toBe(403);
    const staff = await staffBearer(t, ['administrator']);
    const profile = await t.app.request('/api/v1/taxpayers/profile', { headers: { Authorization: staff } });
    expect(profile.status).toBe(401);
  });
});
