import { generate } from 'otplib';
import { expect } from 'vitest';
import { readEnv } from '../../env';
import { settings } from '../../db/schema';
import { PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp } from '../../testing/accounts-test-app';
import { createContentService } from '../content/content.service';

export interface ChallengeJson {
  data: {
    attributes: {
      is_mfa_required: boolean;
      token: string;
      token_type: string;
      mfa_setup_required: boolean;
      available_mfa: string[];
      masked_mobile_number: string | null;
      recovery_codes?: string[];
    };
  };
  included?: { attributes: Record<string, unknown> }[];
}

/** The accounts test app with the MFA calls a resident's web app makes. */
export async function createMfaTestApp() {
  const t = await createAccountsTestApp({ config: { ...readEnv({}), TRUST_PROXY: 1 } });
  const { client, clock } = t;
  const db = t.infrastructure.db;

  /** The authenticator code for `secret` at the test clock, `steps` 30-second steps away. */
  const totp = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });

  const json = async (res: Response, status = 200) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as ChallengeJson & Record<string, unknown>;
  };

  return {
    ...t,
    db,
    totp,
    json,
    async setSetting(key: string, value: string) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    },
    async usernameLogin(on: boolean) {
      await createContentService({ db }).setContentValue('COMPONENTS', 'TAXPAYER_USERNAME', on);
    },
    reauth: (token: string, password = PASSWORD) =>
      client.post('/v1/taxpayers/reauthenticate', { password }, token),
    /** Re-authenticates, sets up the authenticator from the profile; its secret and recovery codes. */
    async turnOnAuthenticator(token: string) {
      await json(await client.post('/v1/taxpayers/reauthenticate', { password: PASSWORD }, token));
      const setup = (await json(
        await client.post('/v1/taxpayer/google_2fa/generate', {}, token),
      )) as unknown as {
        data: { attributes: { google2fa_secret: string; qr_code_url: string; otpauth_url: string } };
      };
      const secret = setup.data.attributes.google2fa_secret;
      const enabled = (await json(
        await client.post('/v1/taxpayer/google_2fa/enable', { secret: await totp(secret) }, token),
      )) as unknown as { meta?: { recovery_codes: string[] } };
      return { secret, setup: setup.data.attributes, codes: enabled.meta?.recovery_codes ?? [] };
    },
    /** The challenge token of a password sign-in that needs a second factor. */
    async challengeFor(mobile: string, password = PASSWORD) {
      const doc = await json(await client.login(mobile, password));
      expect(doc.data.attributes.is_mfa_required).toBe(true);
      return doc.data.attributes;
    },
    mfaAuthenticate: (token: string, secret: string, mfa_type: string) =>
      client.post('/v1/taxpayer/mfa_authenticate', { token, secret, mfa_type }),
  };
}

export type MfaTestApp = Awaited<ReturnType<typeof createMfaTestApp>>;
