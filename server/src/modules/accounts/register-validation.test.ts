import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_RULES } from '@/domain/contracts/account-forms';
import { validateForm } from '@/domain/validation/validate-form';
import { accountsClient, fieldErrors } from '../../testing/accounts-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the web sign-up form shows for a payload: one message per failing field. */
function formErrors(payload: Record<string, unknown>) {
  const result = validateForm(SIGN_UP_RULES, payload);
  if (result.ok) throw new Error('the form accepted the payload');
  return result.errors;
}

// Issue 3's contract: the server and the form validate with the same rule strings, so a 422
// names the same fields with the same words the form would have shown.
describe('POST /api/v1/taxpayers/register validation', () => {
  it.each([
    ['every field empty', {}],
    [
      'every field wrong',
      {
        first_name: 'Juan1',
        last_name: 'Dela <Cruz>',
        mobile_number: '09171234567',
        password: 'weakpass',
        password_confirmation: 'different',
        terms_of_service: false,
      },
    ],
    [
      'a few fields wrong',
      {
        first_name: 'Juan',
        last_name: 'x'.repeat(51),
        mobile_number: '639171234567',
        password: 'Kalye#Maginhawa7',
        password_confirmation: 'Kalye#Maginhawa8',
        terms_of_service: true,
      },
    ],
  ])('answers 422 naming each failing field with the form message (%s)', async (_, payload) => {
    const res = await accountsClient(t.app).post('/v1/taxpayers/register', payload);
    const errors = await fieldErrors(res);
    const expected = formErrors(payload);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, message] of Object.entries(expected)) expect(errors[field]?.[0]).toBe(message);
  });

  it('leads with the first failing field as the message', async () => {
    const res = await accountsClient(t.app).post('/v1/taxpayers/register', {});
    const body = (await res.clone().json()) as { message: string };
    const errors = await fieldErrors(res);
    expect(body.message).toBe(Object.values(errors)[0]?.[0]);
  });
});
