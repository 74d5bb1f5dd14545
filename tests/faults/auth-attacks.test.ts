import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type PgCluster } from '../../scripts/pg-cluster.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { sleep } from './outage-checks';
import { portalEnv, startPortal, waitFor, type Portal } from './portal-process';

// Issue 25's attacks against two real portal instances on one PostgreSQL, the requests spread
// over both: the counts that stop them live in the database, so no instance starts afresh.
// Bounded: a few hundred requests to loopback addresses, each attack once.

const PASSWORD = 'Bagong#Simula2026';
const bot = { recaptcha: 'dev-bot-check' };

describe('attacks on sign-in spread over two instances (issue 25)', () => {
  let cluster: PgCluster;
  const portals: Portal[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      // Requests say where they come from (X-Forwarded-For), as behind a load balancer.
      portals.push(startPortal(portalEnv(port, { DATABASE_URL: cluster.url, TRUST_PROXY: '1' })));
      bases.push(`http://127.0.0.1:${port}`);
      // One at a time: both would migrate and seed (under the advisory lock) otherwise.
      await waitFor(bases[i] ?? '', '/readyz', 90_000, portals[i]);
    }
  }, 200_000);

  afterAll(async () => {
    for (const portal of portals) portal.child.kill('SIGTERM');
    await Promise.race([Promise.all(portals.map((p) => p.exited)), sleep(10_000)]);
    for (const portal of portals) portal.child.kill('SIGKILL');
    cluster.stop();
  });

  /** A request to instance `i % 2` from `address`. */
  async function call(
    i: number,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) {
    const res = await fetch(`${bases[i % 2]}/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `198.18.${i % 250}.${(i % 7) + 1}`,
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }

  async function latestCode(mobile: string, pattern: RegExp) {
    for (let tries = 0; tries < 50; tries++) {
      const { body } = await call(0, 'GET', `/dev/outbox?to=${mobile}`);
      const found = (body.data as { body: string }[] | undefined)
        ?.map((m) => pattern.exec(m.body)?.[1])
        .find(Boolean);
      if (found) return found;
      await sleep(100);
    }
    throw new Error(`no code to ${mobile}`);
  }

  let serial = 0;
  async function signUp() {
    const mobile = `63917${String(4_000_000 + ++serial * 7919).padStart(7, '0')}`;
    const person = { first_name: 'JUAN', last_name: 'CRUZ', mobile_number: mobile, password: PASSWORD };
    const registered = await call(0, 'POST', '/v1/taxpayers/register', {
      ...person,
      password_confirmation: PASSWORD,
      terms_of_service: true,
      ...bot,
    });
    expect(registered.status).toBe(200);
    const pin = await latestCode(mobile, /code is (\d{6})/);
    const verified = await call(1, 'POST', '/v1/taxpayers/verify', { ...person, pin, ...bot });
    expect(verified.status).toBe(200);
    return { mobile, token: (verified.body.data as { attributes: { token: string } }).attributes.token };
  }

  it('100 wrong passwords from 20 addresses hold the account, and the owner still signs in with an SMS code', async () => {
    const { mobile } = await signUp();
    for (let a = 0; a < 20; a++) {
      for (let i = 0; i < 5; i++) {
        await call(a, 'POST', '/v1/taxpayer/authenticate', {
          mobile_number: mobile,
          password: 'Wrong#Password1',
          ...bot,
        });
      }
    }
    const owner = 777;
    const held = await call(owner, 'POST', '/v1/taxpayer/authenticate', {
      mobile_number: mobile,
      password: PASSWORD,
      ...bot,
    });
    expect(held.status).toBe(429);
    // The sign-up code went to the same number within the minute: a person waits, then asks again.
    let sent = await call(owner + 1, 'POST', '/v1/taxpayer/send_login_otp', {
      mobile_number: mobile,
      ...bot,
    });
    if (sent.status === 429) {
      await sleep(61_000);
      sent = await call(owner + 1, 'POST', '/v1/taxpayer/send_login_otp', { mobile_number: mobile, ...bot });
    }
    expect(sent.status).toBe(200);
    const otp = await latestCode(mobile, /to sign in with your password is (\d{6})/);
    const signedIn = await call(owner, 'POST', '/v1/taxpayer/authenticate', {
      mobile_number: mobile,
      password: PASSWORD,
      otp,
      ...bot,
    });
    expect(signedIn.status).toBe(200);
  }, 150_000);

  it('authenticator guessing over 20 challenges meets a refusal before 100 wrong codes', async () => {
    const { token } = await signUp();
    const auth = { Authorization: `Bearer ${token}` };
    expect(
      (await call(0, 'POST', '/v1/taxpayers/reauthenticate', { password: PASSWORD, ...bot }, auth)).status,
    ).toBe(200);
    const setup = await call(1, 'POST', '/v1/taxpayer/google_2fa/generate', {}, auth);
    const secret = (setup.body.data as { attributes: { google2fa_secret: string } }).attributes
      .google2fa_secret;
    const enabled = await call(
      0,
      'POST',
      '/v1/taxpayer/google_2fa/enable',
      { secret: generateSync({ secret }), ...bot },
      auth,
    );
    expect(enabled.status).toBe(200);
    const mobile = (await call(0, 'GET', '/v1/taxpayers/profile', undefined, auth)).body.data as {
      attributes: { mobile_number: string };
    };
    const statuses: number[] = [];
    for (let c = 0; c < 20; c++) {
      const login = await call(c, 'POST', '/v1/taxpayer/authenticate', {
        mobile_number: mobile.attributes.mobile_number,
        password: PASSWORD,
        ...bot,
      });
      const challenge = (login.body.data as { attributes: { token: string } }).attributes.token;
      for (let i = 0; i < 5; i++) {
        const right = generateSync({ secret });
        const wrong = right === '000000' ? '111111' : '000000';
        const res = await call(c + i, 'POST', '/v1/taxpayer/mfa_authenticate', {
          token: challenge,
          secret: wrong,
          mfa_type: 'google_authenticator',
          ...bot,
        });
        statuses.push(res.status);
      }
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 422).length).toBeLessThan(100);
  }, 120_000);

  it('NOV PIN guessing spread over 3 accounts meets a refusal', async () => {
    const accounts = [await signUp(), await signUp(), await signUp()];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(
        i,
        'POST',
        '/v1/qpax_inquiry',
        { nov_no: '101-26-0312-0000002', pin: String(1000 + i) },
        {
          Authorization: `Bearer ${accounts[i % 3]?.token ?? ''}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(5);
  }, 120_000);
});
