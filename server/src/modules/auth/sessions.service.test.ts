import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, messageOf, mobileNumbers, NEW_PASSWORD, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { PASSWORD_CHANGED, TOKEN_EXPIRED } from '@/domain/constants/error-messages';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(175_000_000);
const profile = (token?: string) => t.client.get('/v1/taxpayers/profile', token);

async function expectExpired(token: string, why = TOKEN_EXPIRED) {
  const res = await profile(token);
  expect(res.status).toBe(401);
  expect(await messageOf(res)).toBe(why);
}

describe('bearer sessions', () => {
  it('says Token expired after more than an hour idle', async () => {
    const { token } = await t.client.signUp(nextMobile());
    t.clock.advanceMinutes(59);
    expect(await t.client.profileStatus(token)).toBe(200);
    t.clock.advanceMinutes(61);
    await expectExpired(token);
    expect(TOKEN_EXPIRED).toBe('Token expired');
  });

  it('keeps a session in use alive past one hour, but never past 24 hours', async () => {
    const { token } = await t.client.signUp(nextMobile());
    // A request every 50 minutes: never idle for an hour.
    for (let minutes = 50; minutes < 24 * 60; minutes += 50) {
      t.clock.advanceMinutes(50);
      expect(await t.client.profileStatus(token)).toBe(200);
    }
    t.clock.advanceMinutes(50);
    await expectExpired(token);
  });

  it('revokes the token server-side on logout', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    const other = await t.client.loginToken(mobile);

    const res = await t.client.post('/v1/taxpayer/logout', {}, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You have been logged out.' });
    await expectExpired(token);
    expect((await t.client.post('/v1/taxpayer/logout', {}, token)).status).toBe(401);
    // Only that session ends.
    expect(await t.client.profileStatus(other)).toBe(200);
  });

  it('answers a missing, malformed or unknown token with 401 Unauthenticated', async () => {
    for (const res of [
      await profile(),
      await t.app.request('/api/v1/taxpayers/profile', { headers: { Authorization: 'Bearer short' } }),
      await profile('x'.repeat(43)),
    ]) {
      expect(res.status).toBe(401);
      expect(await messageOf(res)).toBe('Unauthenticated.');
    }
  });
});

describe('PUT /api/v1/taxpayers/change_password', () => {
  const change = (token: string, current: string, password = NEW_PASSWORD) =>
    t.client.put(
      '/v1/taxpayers/change_password',
      { current_password: current, password, password_confirmation: password },
      token,
    );

  it('revokes the other sessions, which are told the password changed, while the current one keeps working', async () => {
    const mobile = nextMobile();
    const { token: current } = await t.client.signUp(mobile);
    const phone = await t.client.loginToken(mobile);
    const laptop = await t.client.loginToken(mobile);

    const res = await change(current, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your password successfully changed' });

    // Not 'Token expired' (the phone would show 'Service unavailable'): the password changed.
    await expectExpired(phone, PASSWORD_CHANGED);
    await expectExpired(laptop, PASSWORD_CHANGED);
    expect(await t.client.profileStatus(current)).toBe(200);
    // A session that ended otherwise, later, says so as before.
    t.clock.advanceMinutes(1);
    const later = await t.client.loginToken(mobile, NEW_PASSWORD);
    await t.client.post('/v1/taxpayer/logout', {}, later);
    await expectExpired(later);
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(401);
    expect((await t.client.login(mobile, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    const other = await t.client.loginToken(mobile);
    expect((await fieldErrors(await change(token, 'Wrong#Password1'))).current_password).toEqual([
      'The current password is incorrect.',
    ]);
    expect(await t.client.profileStatus(other)).toBe(200);
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
  });

  it('refuses a common or weak new password with a 422 on password', async () => {
    const { token } = await t.client.signUp(nextMobile());
    expect((await fieldErrors(await change(token, PASSWORD, 'Welcome@123'))).password).toEqual([
      'This password is too common. Please choose one that is harder to guess.',
    ]);
    expect((await fieldErrors(await change(token, PASSWORD, 'short'))).password).toHaveLength(1);
  });
});
