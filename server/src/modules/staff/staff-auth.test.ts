import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { staffAuthClient, STAFF_PASSWORD } from './staff-auth-test-kit';
import { staffBearer } from './staff-test-kit';

let t: AccountsTestApp;
let s: ReturnType<typeof staffAuthClient>;
beforeAll(async () => {
  t = await createAccountsTestApp({ config: { ...readEnv({}), AUTH_LIMIT_PER_ADDRESS: 1000 } });
  s = staffAuthClient(t);
});
afterAll(() => t.close());

type Started = { data: { token: string; next: string; enrolment?: { secret: string; qr_code_url: string } } };
const start = async (username: string, password = STAFF_PASSWORD) =>
  s.post('sign_in', { username, password });
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('staff sign-in', () => {
  it('enrols the authenticator on the first sign-in: nothing else answers until a code confirms it', async () => {
    const username = await s.create();
    const res = await start(username.toUpperCase());
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Started;
    expect(data.next).toBe('enrol');
    expect(data.enrolment?.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect((await s.me(data.token)).status).toBe(401);

    const wrong = await s.post('code', { code: '000000' }, data.token);
    expect(wrong.status).toBe(422);
    expect((await errorsOf(wrong)).code).toEqual([
      'The code is incorrect or has already been used. Please try again.',
    ]);
    const ok = await s.post('code', { code: await s.codeAt(data.enrolment?.secret ?? '') }, data.token);
    expect(ok.status).toBe(200);
    expect(((await (await s.me(data.token)).json()) as { data: { username: string } }).data.username).toBe(
      username,
    );

    // The next sign-in asks for a code of the enrolled secret, and shows no secret again.
    const again = (await (await start(username)).json()) as Started;
    expect(again.data).toEqual({ token: again.data.token, next: 'code' });
  });

  it('refuses a wrong password alike for a known and an unknown username', async () => {
    const username = await s.create();
    const wrong = await start(username, 'not the password');
    const unknown = await start('nobody-at-all', 'not the password');
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    const errors = await errorsOf(wrong);
    expect(errors).toEqual(await errorsOf(unknown));
    expect(errors.password).toEqual(['The username or password is incorrect.']);
  });

  it('locks a username out after five wrong passwords, even for the right one', async () => {
    const username = await s.create();
    for (let i = 0; i < 5; i++) expect((await start(username, `wrong ${i}`)).status).toBe(422);
    const locked = await start(username);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBeTruthy();
    t.clock.advanceMinutes(16);
    expect((await start(username)).status).toBe(200);
  });

  it('accepts a code once: a replayed code is refused on the next sign-in', async () => {
    const username = await s.create();
    const { secret } = await s.signIn(username);
    const used = await s.codeAt(secret);
    const { data } = (await (await start(username)).json()) as Started;
    expect((await s.post('code', { code: used }, data.token)).status).toBe(422);
    t.clock.advanceSeconds(30);
    expect((await s.post('code', { code: await s.codeAt(secret) }, data.token)).status).toBe(200);
  });

  it('ends a sign-in after five wrong codes', async () => {
    const username = await s.create();
    const { secret } = await s.signIn(username);
    t.clock.advanceSeconds(60);
    const { data } = (await (await start(username)).json()) as Started;
    for (let i = 0; i < 4; i++)
      expect((await s.post('code', { code: '000000' }, data.token)).status).toBe(422);
    expect((await s.post('code', { code: '000000' }, data.token)).status).toBe(401);
    expect((await s.post('code', { code: await s.codeAt(secret) }, data.token)).status).toBe(401);
  });

  it('signs out: the token stops answering', async () => {
    const username = await s.create();
    const { token } = await s.signIn(username);
    expect((await s.post('sign_out', {}, token)).status).toBe(200);
    expect((await s.me(token)).status).toBe(401);
  });

  it('keeps a disabled member out at the password', async () => {
    const username = await s.create();
    const { runStaffCommand } = await import('../../cli/staff-commands');
    await runStaffCommand(
      {
        db: t.infrastructure.db,
        passwords: t.infrastructure.passwords,
        readStdin: () => Promise.resolve(''),
      },
      ['staff', 'disable', username],
      () => undefined,
      () => undefined,
    );
    expect((await start(username)).status).toBe(422);
  });
});

describe('staff and taxpayer tokens never cross', () => {
  it('answers 403 to a taxpayer token on every staff path, 401 to a staff token on taxpayer paths', async () => {
    const resident = await t.client.signUp(mobileNumbers(171_200_000)());
    const staffPaths = t.app.routes
      .filter(
        (r) => r.path.startsWith('/api/v1/staff/') && !r.path.endsWith('/sign_in') && r.method !== 'ALL',
      )
      .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, '1') }));
    expect(staffPaths.length).toBeGreaterThanOrEqual(3);
    for (const { method, path } of staffPaths) {
      const res = await t.app.request(path, {
        method,
        headers: { Authorization: `Bearer ${resident.token}`, 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const staff = await staffBearer(t, ['administrator']);
    for (const path of ['/api/v1/taxpayers/profile', '/api/v1/taxpayers/transaction_histories']) {
      expect((await t.app.request(path, { headers: { Authorization: staff } })).status, path).toBe(401);
    }
  });
});
