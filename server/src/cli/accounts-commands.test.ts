import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAudit } from '../db/mfa-schema';
import { readEnv } from '../env';
import { mobileNumbers, PASSWORD } from '../testing/accounts-client';
import { createMfaTestApp, type MfaTestApp } from '../modules/mfa/mfa-test-kit';
import { runAccountsCommand } from './accounts-commands';

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(184_000_000);

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAccountsCommand(
    t.db,
    readEnv({}),
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

describe('npm run cli -- accounts reset-mfa', () => {
  it('turns the second factors off, ends the sessions and writes who, when and why', async () => {
    const mobile = nextMobile();
    const { token, taxpayerId } = await t.client.signUp(mobile);
    await t.turnOnAuthenticator(token);

    const local = `0${mobile.slice(2)}`;
    const done = await run(
      'accounts',
      'reset-mfa',
      local,
      '--reason',
      'lost phone; ID checked',
      '--by',
      'clerk.reyes',
    );
    expect(done).toMatchObject({ code: 0, err: [] });
    expect(done.out[0]).toContain('clerk.reyes');

    const [row] = await t.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.taxpayerId, Number(taxpayerId)));
    expect(row).toMatchObject({
      action: 'reset-mfa',
      actor: 'clerk.reyes',
      reason: 'lost phone; ID checked',
    });
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    // The portal trusts a session it has read for SESSION_CACHE_SECONDS (5): the CLI is another process.
    t.clock.advanceSeconds(6);
    expect(await t.client.profileStatus(token)).toBe(401);
    expect((await t.client.latestMessage(mobile)).body).toContain('reset at the LGU office');
    // The password alone signs in again; the resident sets up a new factor from the profile.
    const again = await t.json(await t.client.login(mobile, PASSWORD));
    expect(again.data.attributes.is_mfa_required).toBe(false);
  });

  it('needs a reason and a known number', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    expect((await run('accounts', 'reset-mfa', mobile)).code).toBe(2);
    expect((await run('accounts', 'reset-mfa', mobile, '--reason', 'x')).code).toBe(2);
    expect((await run('accounts', 'reset-mfa', 'not-a-number', '--reason', 'lost phone')).code).toBe(2);
    expect((await run('accounts', 'reset-mfa', nextMobile(), '--reason', 'lost phone')).code).toBe(1);
    expect(await run('refunds', 'list')).toEqual({ code: null, out: [], err: [] });
  });
});
