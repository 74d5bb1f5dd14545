import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp, type BillingTestApp } from './modules/business-tax/billing-test-kit';
import type { ErrorJson } from './testing/accounts-client';

// Issue 10 item 5: bad input is the client's fault, so it is answered 400/404/422 with a §8 body,
// never 500.
let t: BillingTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createBillingTestApp();
  auth = (await t.signIn()).headers;
});
afterAll(() => t.close());

const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  t.app.request(path, { method, headers, body: body ?? null });
const json = { 'Content-Type': 'application/json' };

/** The §8 body of a non-422 error, checked for its shape. */
async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorJson & { error?: string };
  expect(body.errors).toEqual([expect.objectContaining({ status: String(status), detail: body.message })]);
  return body;
}

describe('a NUL character', () => {
  it('in a path is a 400, not a database error', async () => {
    const body = await errorOf(await request('GET', '/api/v1/taxpayers/site_pages/%00'), 400);
    expect(body).toMatchObject({ message: 'The address contains a character that is not allowed.' });
    expect(body.error).toBe(body.message);
  });

  it('in a query (the dev outbox filter, as JSON and as a page) is a 400', async () => {
    await errorOf(await request('GET', '/api/dev/outbox?to=%00'), 400);
    await errorOf(await request('GET', '/dev/outbox?to=a%00b'), 400);
  });

  it('in a profile field is a 422 naming the field', async () => {
    const res = await request(
      'PUT',
      '/api/v1/taxpayers/update/profile',
      { ...auth, ...json },
      JSON.stringify({ street: 'a\u0000b' }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Street contains a character that is not allowed.',
      errors: { street: ['Street contains a character that is not allowed.'] },
    });
  });
});

describe('an object where text belongs', () => {
  it('is a 422, also one whose toString is not a function (the §5 match rule once called String on it)', async () => {
    const res = await t.post('/v1/taxpayers/forgot_password_change', {
      email: 'juan@example.ph',
      token: '0'.repeat(32),
      password: { toString: '' },
      password_confirmation: 'Kalye#Maginhawa7',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as ErrorJson).errors)).toContain('password');
  });
});

describe('integers beyond the column', () => {
  it('application_status_id 2147483648 is a 422 on the field, like any unknown transaction type', async () => {
    const bin = t.newBin();
    await t.addBills([{ source: 'CSV', bin, year: t.year, period: 1, amount: 10_000 }]);
    for (const id of [2_147_483_648, -2_147_483_649, '99999999999999999999999']) {
      const res = await t.post(
        '/v1/taxpayers/business_taxes/billings_from_csv_imports',
        { bin, valid_id_to_present: "DRIVER's LICENSE", application_status_id: id },
        auth,
      );
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorJson).errors).toEqual({
        application_status_id: ['The selected Transaction Type is invalid.'],
      });
    }
  });

  it('?page=9223372036854775808 is a 422 naming page', async () => {
    const res = await request(
      'GET',
      '/api/v1/taxpayers/transaction_histories?page=9223372036854775808',
      auth,
    );
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as ErrorJson).errors)).toEqual(['page']);
  });
});

describe('POST /api/v1/payments/webhooks/{gateway}', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers 404 for %s, a name Object.prototype has but no gateway',
    async (name) => {
      const body = await errorOf(await request('POST', `/api/v1/payments/webhooks/${name}`, json, '{}'), 404);
      expect(body.message).toBe('Unknown payment gateway');
    },
  );
});

describe('multipart with no boundary', () => {
  it.each([
    ['POST', '/api/v1/taxpayers/uploads'],
    ['PUT', '/api/v1/taxpayers/transaction_histories/1/payment_receipt'],
  ])('%s %s is a 400', async (method, path) => {
    const res = await request(method, path, { ...auth, 'Content-Type': 'multipart/form-data' }, 'file=x');
    const body = await errorOf(res, 400);
    expect(body.message).toBe('The request body is not a valid form.');
  });
});
