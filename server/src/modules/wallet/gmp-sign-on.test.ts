import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGcashClient } from '../../adapters/wallet/gcash-client';
import { SANDBOX_API_PREFIX } from '../../adapters/wallet/gcash-sandbox.routes';
import { sandboxKeys } from '../../adapters/wallet/sandbox-keys';
import { ServiceUnavailableError } from '../../http/http-errors';
import { findByMobile } from '../accounts/taxpayer-queries';
import { codeIn, PASSWORD } from '../../testing/accounts-client';
import { LINK_EXPIRED_MESSAGE } from './gmp-link.service';
import {
  CODE_REFUSED_MESSAGE,
  createGmpSignOnService,
  LINK_NEEDED_MESSAGE,
  WALLET_DOWN_MESSAGE,
} from './gmp-sign-on.service';
import { createWalletTestApp } from './wallet-test-kit';

let t: Awaited<ReturnType<typeof createWalletTestApp>>;
beforeAll(async () => {
  t = await createWalletTestApp();
}, 60_000);
afterAll(() => t.stop());

const ssoAuth = (authCode: string) => t.post('/v1/taxpayer/gmp_sso_auth', { auth_code: authCode });
const profile = async (token: string) =>
  (
    (await (await t.client.get('/v1/taxpayers/profile', token)).json()) as {
      data: { id: string; attributes: Record<string, unknown> };
    }
  ).data;

describe('POST /api/v1/taxpayer/gmp_sso_auth', () => {
  it('makes a new wallet user an account from the wallet, then signs the same person in again', async () => {
    const first = await ssoAuth(await t.authCode('639171500001', 'Liza Soberano Reyes'));
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('You have successfully logged in!');
    const token = first.json.data.attributes.token as string;
    const me = await profile(token);
    expect(me.attributes).toMatchObject({
      first_name: 'LIZA SOBERANO',
      last_name: 'REYES',
      mobile_number: '639171500001',
      is_gcash_login: 1,
      is_first_login: 0,
    });
    const again = await ssoAuth(await t.authCode('639171500001', 'Liza Soberano Reyes'));
    expect(again.json.data.relationships.taxpayer.data.id).toBe(me.id);
  });

  it('gives the new account no password to sign in with', async () => {
    await ssoAuth(await t.authCode('639171500002', 'Liza Soberano Reyes'));
    for (const password of ['', 'Any#Password1'])
      expect((await t.client.login('639171500002', password)).status).not.toBe(200);
  });

  it('refuses a code exchanged before, a forged one and an expired one, signing no one in', async () => {
    const code = await t.authCode('639171500002');
    expect((await ssoAuth(code)).status).toBe(200);
    // Used, forged, and not even shaped like a code (a control character, a space): each a 401.
    for (const refused of [
      await ssoAuth(code),
      await ssoAuth('0123456789abcdef0123456789abcdef'),
      await ssoAuth('\u000e'),
      await ssoAuth('abc def'),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.json.message).toBe(CODE_REFUSED_MESSAGE);
      expect(refused.text).not.toContain('token"');
    }
    const stale = await t.authCode('639171500002');
    t.clock.advanceMinutes(11);
    expect((await ssoAuth(stale)).json.message).toBe(CODE_REFUSED_MESSAGE);
    expect((await t.post('/v1/taxpayer/gmp_sso_auth', {})).status).toBe(422);
  });

  it('keeps the wallet tokens on the server: not in any answer, not in any log line', async () => {
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    // Listens to what the sandbox answers the adapter, to know the tokens it must never pass on.
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await realFetch(input, init);
      if (String(input).includes('/sandbox/gcash/api/')) seen.push(await res.clone().text());
      return res;
    });
    const answer = await ssoAuth(await t.authCode('639171500003'));
    spy.mockRestore();
    const tokens = seen.flatMap((body) => {
      const json = JSON.parse(body) as { accessToken?: string; refreshToken?: string };
      return [json.accessToken, json.refreshToken].filter((x): x is string => Boolean(x));
    });
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(answer.text).not.toContain(token);
      expect(t.logs.join('\n')).not.toContain(token);
    }
  });
});

describe('an existing account with the wallet’s verified number', () => {
  it('is linked only after its owner gives its password, never by the wallet alone', async () => {
    const mobile = '639171500010';
    const owner = await t.client.signUp(mobile);
    const asked = await ssoAuth(await t.authCode(mobile, 'Someone Else'));
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(LINK_NEEDED_MESSAGE);
    expect(asked.json.data.attributes).toMatchObject({
      is_link_required: true,
      mobile_number: '63*******010',
    });
    expect(asked.text).not.toMatch(/"token"/);
    // Asking again still signs no one in.
    const again = await ssoAuth(await t.authCode(mobile, 'Someone Else'));
    expect(again.json.data.type).toBe('wallet_link_requests');

    const linkToken = asked.json.data.attributes.link_token as string;
    const wrong = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: linkToken,
      password: 'Wrong#Guess99',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.text).not.toMatch(/"token"/);
    expect((await profile(owner.token)).attributes.is_gcash_login).toBe(0);

    const linked = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: linkToken,
      password: PASSWORD,
    });
    expect(linked.status).toBe(200);
    expect(linked.json.data.relationships.taxpayer.data.id).toBe(owner.taxpayerId);
    // The account keeps its own names; it is now a wallet-login account.
    expect(linked.json.included[0]?.attributes).toMatchObject({ first_name: 'JUAN', is_gcash_login: 1 });
    // The request worked once; from now on the wallet signs straight in.
    const replay = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: linkToken,
      password: PASSWORD,
    });
    expect(replay.json.message).toBe(LINK_EXPIRED_MESSAGE);
    const direct = await ssoAuth(await t.authCode(mobile));
    expect(direct.json.data.relationships.taxpayer.data.id).toBe(owner.taxpayerId);
  });

  it('is linked with a code sent by SMS to the account’s number instead', async () => {
    const mobile = '639171500011';
    const owner = await t.client.signUp(mobile);
    const asked = await ssoAuth(await t.authCode(mobile));
    const linkToken = asked.json.data.attributes.link_token as string;
    t.clock.advanceSeconds(61); // past the sign-up code's resend cooldown
    expect((await t.post('/v1/taxpayer/gmp_send_otp', { link_token: linkToken })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const wrongPin = pin === '000000' ? '111111' : '000000';
    expect(
      (await t.post('/v1/taxpayer/gmp_authenticate', { link_token: linkToken, pin: wrongPin })).status,
    ).toBe(422);
    const linked = await t.post('/v1/taxpayer/gmp_authenticate', { link_token: linkToken, pin });
    expect(linked.status).toBe(200);
    expect(linked.json.data.relationships.taxpayer.data.id).toBe(owner.taxpayerId);
  });

  it('stops taking guesses after five wrong passwords, and a request expires', async () => {
    const mobile = '639171500012';
    await t.client.signUp(mobile);
    const asked = await ssoAuth(await t.authCode(mobile));
    const linkToken = asked.json.data.attributes.link_token as string;
    for (let i = 0; i < 5; i++) {
      await t.post('/v1/taxpayer/gmp_authenticate', { link_token: linkToken, password: `Wrong#Guess${i}` });
    }
    const locked = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: linkToken,
      password: PASSWORD,
    });
    expect(locked.json.message).toBe(LINK_EXPIRED_MESSAGE);

    const later = await ssoAuth(await t.authCode(mobile));
    t.clock.advanceMinutes(11);
    const expired = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: later.json.data.attributes.link_token,
      password: PASSWORD,
    });
    expect(expired.json.message).toBe(LINK_EXPIRED_MESSAGE);
  });
});

describe('a wallet that cannot be trusted', () => {
  it('is refused with 503 and signs no one in when the answer’s signature does not verify', async () => {
    const mobile = '639171500020';
    const keys = await sandboxKeys(t.dataDir)();
    const gmp = createGmpSignOnService({
      ...t.infrastructure,
      logger: { warn: () => undefined },
      signOn: createGcashClient({
        baseUrl: `${t.publicUrl}${SANDBOX_API_PREFIX}`,
        clientId: 'bayan-sandbox',
        appId: 'bayan-sandbox',
        privateKey: keys.portal.privateKey,
        // Not the sandbox's key: every answer fails verification, as a forged one would.
        walletPublicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
        now: t.clock.now,
      }),
    });
    await expect(gmp.ssoAuth({ auth_code: await t.authCode(mobile) })).rejects.toEqual(
      new ServiceUnavailableError(WALLET_DOWN_MESSAGE),
    );
    expect(await findByMobile(t.infrastructure.db, mobile)).toBeUndefined();
  });
});
