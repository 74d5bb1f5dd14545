import { generate } from 'otplib';
import { expect } from 'vitest';
import { runStaffCommand } from '../../cli/staff-commands';
import type { AccountsTestApp } from '../../testing/accounts-test-app';

export const STAFF_PASSWORD = 'Console pass phrase 2026';

/** Calls the staff sign-in API of an accounts test app as the console does. */
export function staffAuthClient(t: AccountsTestApp) {
  let serial = 0;
  const post = (path: string, body: unknown, token?: string) =>
    t.app.request(`/api/v1/staff/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const codeAt = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 });

  return {
    post,
    codeAt,
    me: (token: string) =>
      t.app.request('/api/v1/staff/auth/me', { headers: { Authorization: `Bearer ${token}` } }),
    /** A member created by the operator command, not yet enrolled; their username. */
    async create(roles: string[] = ['licensing']) {
      const username = `clerk${++serial}-${Date.now() % 100_000}`;
      const done = await runStaffCommand(
        {
          db: t.infrastructure.db,
          passwords: t.infrastructure.passwords,
          now: t.clock.now,
          readStdin: () => Promise.resolve(STAFF_PASSWORD),
        },
        [
          'staff',
          'create',
          username,
          '--name',
          'Ana Reyes',
          '--email',
          `${username}@lgu.ph`,
          '--roles',
          roles.join(','),
          '--password-stdin',
        ],
        () => undefined,
        () => undefined,
      );
      expect(done).toBe(0);
      return username;
    },
    /** Password then (enrolling first when needed) a code: a signed-in token and the secret. */
    async signIn(username: string, secret?: string) {
      const res = await post('sign_in', { username, password: STAFF_PASSWORD });
      expect(res.status, await res.clone().text()).toBe(200);
      const { data } = (await res.json()) as {
        data: { token: string; next: string; enrolment?: { secret: string } };
      };
      const key = data.enrolment?.secret ?? secret ?? '';
      const passed = await post('code', { code: await codeAt(key) }, data.token);
      expect(passed.status, await passed.clone().text()).toBe(200);
      return { token: data.token, secret: key };
    },
  };
}
