import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from '../../adapters/captcha/bot-check';
import { codeIn, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { tinyPng } from '../../testing/tiny-png';
import { createMfaTestApp, type MfaTestApp } from './mfa-test-kit';

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(183_000_000);

async function changeNumber(token: string, mobile_number: string) {
  const sent = await t.client.post('/v1/taxpayers/change_mobile_number/send_otp', { mobile_number }, token);
  if (sent.status !== 200) return sent;
  const pin = codeIn((await t.client.latestMessage(mobile_number)).body);
  return t.client.put(
    '/v1/taxpayers/change_mobile_number',
    { mobile_number, pin, recaptcha: DEV_BOT_CHECK_TOKEN },
    token,
  );
}

describe('recent re-authentication', () => {
  it('refuses to change the mobile number without it, and after 10 minutes', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const refused = await changeNumber(token, nextMobile());
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(
      'Please confirm it is you: enter your password or a code sent to your mobile number.',
    );
    expect((await t.reauth(token, 'Wrong#Password9')).status).toBe(422);
    await t.json(await t.reauth(token));
    t.clock.advanceMinutes(10);
    expect((await changeNumber(token, nextMobile())).status).toBe(403);
  });

  it('changes the number after it: the old number is told, other sessions end, sign-in uses the new one', async () => {
    const old = nextMobile();
    const { token } = await t.client.signUp(old);
    const other = await t.client.loginToken(old);
    await t.json(await t.reauth(token));
    const fresh = nextMobile();
    await t.json(await changeNumber(token, fresh));
    expect((await t.client.latestMessage(old)).body).toContain('sign-in settings changed');
    expect(await t.client.profileStatus(other)).toBe(401);
    expect(await t.client.profileStatus(token)).toBe(200);
    expect((await t.client.login(old, PASSWORD)).status).toBe(401);
    expect((await t.client.login(fresh, PASSWORD)).status).toBe(200);
  });

  it('takes a code sent to the current number instead of the password', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    t.clock.advanceSeconds(60);
    await t.json(await t.client.post('/v1/taxpayers/reauthenticate/send_otp', {}, token));
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const settings = (await t.json(
      await t.client.post('/v1/taxpayers/reauthenticate', { pin }, token),
    )) as unknown as {
      data: { attributes: { reauthenticated_until: string } };
    };
    expect(new Date(settings.data.attributes.reauthenticated_until).getTime()).toBe(
      t.clock.now().getTime() + 10 * 60_000,
    );
    await t.json(
      await t.client.put(
        '/v1/taxpayers/mfa_settings',
        { mfa_type: 'sms_otp', enabled: 1, recaptcha: DEV_BOT_CHECK_TOKEN },
        token,
      ),
    );
  });

  it('guards replacing a confirmed e-mail, not an unconfirmed one', async () => {
    const mobile = nextMobile();
    const email = `ana.${mobile}@example.ph`;
    const { token } = await t.client.signUp(mobile, { email });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await tinyPng())], 'me.png', { type: 'image/png' }));
    const uploaded = await t.app.request('/api/v1/taxpayers/uploads', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    const photo = ((await uploaded.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
    const save = (to: string) =>
      t.client.put(
        '/v1/taxpayers/update/profile',
        {
          first_name: 'Juan',
          last_name: 'Dela Cruz',
          photo,
          birthdate: '1990-05-17',
          // Codes of the seeded demo places.
          place_of_birth_region_code: '0400000000',
          place_of_birth_province_code: '0403400000',
          place_of_birth_municipality_code: 'BDC',
          email: to,
        },
        token,
      );
    // Not confirmed yet: not a way to sign in, so no question asked.
    const first = await save(`first.${mobile}@example.ph`);
    expect(first.status, await first.clone().text()).toBe(200);
    const link = /activate\/([^/]+)\//.exec(
      (await t.client.latestMessage(`first.${mobile}@example.ph`)).body,
    )?.[1];
    const confirmed = await t.client.post('/v1/taxpayers/activate_account', {
      token: link,
      email: `first.${mobile}@example.ph`,
    });
    expect(confirmed.status).toBe(200);
    expect((await save(`first.${mobile}@example.ph`)).status).toBe(200);
    expect((await save(`other.${mobile}@example.ph`)).status).toBe(403);
    await t.json(await t.reauth(token));
    expect((await save(`other.${mobile}@example.ph`)).status).toBe(200);
    expect((await t.client.latestMessage(`first.${mobile}@example.ph`)).body).toContain(
      'sign-in settings changed',
    );
  });
});
