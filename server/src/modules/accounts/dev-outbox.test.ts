import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';

const nextMobile = mobileNumbers(178_000_000);

describe('outside production: the dev outbox', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('lists SMS and e-mail as JSON, newest first, filtered by to', async () => {
    const [first, second] = [nextMobile(), nextMobile()];
    await t.client.register(first);
    await t.client.register(second);
    t.clock.advanceSeconds(61);
    await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: first });

    const mine = await t.client.outbox(first);
    expect(mine).toHaveLength(2);
    expect(mine.every((m) => m.to === first && m.channel === 'sms')).toBe(true);
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual(['body', 'channel', 'created_at', 'subject', 'to']);
    const [newest, oldest] = mine;
    expect(Date.parse(newest?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(oldest?.created_at ?? ''));

    const all = await t.client.outbox();
    expect(all.slice(0, 3).map((m) => m.to)).toEqual([first, second, first]);
    expect(all[0]?.body).toBe(newest?.body);
  });

  it('shows the same messages on the /dev/outbox page, escaped', async () => {
    const mobile = nextMobile();
    await t.client.register(mobile, { first_name: 'Juan' });
    const res = await t.app.request(`/dev/outbox?to=${mobile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('<h1>Outbox</h1>');
    expect(page).toContain((await t.client.latestMessage(mobile)).body);

    const hostile = await t.app.request('/dev/outbox?to=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(await hostile.text()).not.toContain('<script>alert(1)</script>');
  });
});

describe('outside production, with the web app served: the dev outbox page', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'bayan-outbox-static-'));
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the outbox, not the app shell that says "Page not found" (the README sends people here)', async () => {
    const res = await t.app.request('/dev/outbox');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>Outbox</h1>');
    expect(page).not.toContain('<div id="root">');
    // The app's own pages still get the app shell.
    expect(await (await t.app.request('/faq')).text()).toContain('<div id="root">');
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('has no dev outbox, as JSON or as a page', async () => {
    expect((await t.app.request('/api/dev/outbox')).status).toBe(404);
    expect((await t.app.request('/dev/outbox')).status).toBe(404);
  });

  it('still sends the OTP (to the outbox table, which nobody can read over HTTP)', async () => {
    const res = await accountsClient(t.app).register(nextMobile());
    expect(res.status).toBe(200);
  });
});
