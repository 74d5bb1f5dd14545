import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../modules/docs/api-catalogue';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/payments-test-kit';

const LIMIT = 1024;
// These take a file and have their own limit: four an image (upload-refusals.test.ts, profile.test.ts),
// the console's import a CSV (imports.test.ts).
const UPLOADS = [
  '/api/v1/taxpayers/uploads',
  '/api/v1/taxpayers/transaction_histories/{id}/payment_receipt',
  '/api/v1/staff/imports',
  // An ordinance violation receipt's photo (ovr-receipts.test.ts).
  '/api/v1/taxpayers/ordinance_violation_receipts',
  '/api/v1/taxpayers/ordinance_violation_receipts/{id}',
];

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ bodyLimitBytes: LIMIT });
});
afterAll(() => t.close());

describe('per-route body limits', () => {
  it('refuse a body over BODY_LIMIT_BYTES with 413 on every documented operation that takes one', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const body = JSON.stringify({ note: 'x'.repeat(LIMIT * 2) });
    const operations = OPERATIONS.filter((op) => op.method !== 'get' && !UPLOADS.includes(op.path));
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) {
      const path = op.path.replace('{id}', String(txn.id)).replace('{gateway}', 'sandbox');
      // Signed in or not: the limit comes before the guard.
      for (const headers of [{}, auth]) {
        const res = await t.app.request(path, {
          method: op.method.toUpperCase(),
          body,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
        });
        expect(res.status, `${op.method} ${path}`).toBe(413);
        expect(((await res.json()) as { message: string }).message).toBe('The request body is too large.');
      }
    }
  });

  it('let a body under the limit through to the route', async () => {
    const res = await t.app.request('/api/v1/taxpayer/authenticate', {
      method: 'POST',
      body: JSON.stringify({ mobile_number: '639170000000', password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).not.toBe(413);
  });
});
