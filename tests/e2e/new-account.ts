import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { completeProfile } from './complete-profile';

export const PASSWORD = 'Bagong#Simula2026';

/** Signs up through the API as a new person would through the form, reading the OTP from the outbox. */
export async function createAccount(request: APIRequestContext, mobile: string) {
  const bot = { recaptcha: 'dev-bot-check' };
  const person = { first_name: 'MARIA', last_name: 'SANTOS', mobile_number: mobile, password: PASSWORD };
  const registered = await request.post('/api/v1/taxpayers/register', {
    data: { ...person, password_confirmation: PASSWORD, terms_of_service: true, is_resident: 1, ...bot },
  });
  expect(registered.status()).toBe(200);
  const outbox = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()) as {
    data: { body: string }[];
  };
  const pin = /code is (\d{6})/.exec(outbox.data[0]?.body ?? '')?.[1];
  const verified = await request.post('/api/v1/taxpayers/verify', { data: { ...person, pin, ...bot } });
  expect(verified.status()).toBe(200);
  const session = (await verified.json()) as { data: { attributes: { token: string } } };
  return session.data.attributes.token;
}

/** Opens the portal signed in with a token, as after a sign-in. */
export async function openSignedIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/');
}

/** A new resident, signed in with the first-login profile completed (on the home page); returns the token. */
export async function openAsNewResident(page: Page, request: APIRequestContext, mobile: string) {
  const token = await createAccount(request, mobile);
  await openSignedIn(page, token);
  await completeProfile(page);
  return token;
}
