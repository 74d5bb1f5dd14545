import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { APPLICATION_STATUSES } from '@/domain/statuses/application-statuses';
import { allows } from '@/domain/statuses/status-transitions';
import { transactionHistories } from '../../db/payments-schema';
import { tinyPng } from '../../testing/tiny-png';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';

let t: PaymentsTestApp;
let PNG: Uint8Array;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  PNG = await tinyPng();
});
afterAll(() => t.close());

const BASE = '/api/v1/taxpayers/transaction_histories';

describe("a transaction's can_pay, can_cancel and can_attach_proof", () => {
  it('give the status table’s answer for every status, and the proof upload follows can_attach_proof', async () => {
    const { taxpayerId, auth } = await t.payer();
    for (const { value: status } of APPLICATION_STATUSES) {
      const txn = await t.bill(taxpayerId);
      await t.db.update(transactionHistories).set({ status }).where(eq(transactionHistories.id, txn.id));
      const res = await t.request('GET', `${BASE}/${txn.id}`, auth);
      const { attributes } = ((await res.json()) as { data: { attributes: TransactionHistory } }).data;
      expect(
        { pay: attributes.can_pay, cancel: attributes.can_cancel, proof: attributes.can_attach_proof },
        status,
      ).toEqual({
        pay: allows('pay', status),
        cancel: allows('cancel', status),
        proof: allows('attachProof', status),
      });

      const form = new FormData();
      form.append('file', new File([PNG], 'proof.png', { type: 'image/png' }));
      const upload = await t.request('PUT', `${BASE}/${txn.id}/payment_receipt`, auth, form);
      expect(upload.status, status).toBe(attributes.can_attach_proof ? 200 : 422);
    }
  });
});
