import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { APPLICATION_STATUSES } from '@/domain/statuses/application-statuses';
import { allows } from '@/domain/statuses/status-transitions';
import { transactionHistories } from '../../db/payments-schema';
import { collidingLines, drawnTexts } from '../../documents/pdf/pdf-text-test-kit';
import { tinyPng } from '../../testing/tiny-png';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';

let t: PaymentsTestApp;
// A real image: uploads are decoded and re-encoded.
let PNG: Uint8Array;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  PNG = await tinyPng();
});
afterAll(() => t.close());

const BASE = '/api/v1/taxpayers/transaction_histories';
type Item = { id: string; attributes: TransactionHistory };

async function paidTransaction() {
  const { taxpayerId, auth } = await t.payer();
  const txn = await t.bill(taxpayerId, 150_000);
  await t.webhook((await t.checkoutFor(txn.id, auth)).id, 'paid');
  return { txn, auth };
}

const upload = (id: number, auth: Record<string, string>, bytes: Uint8Array, name = 'proof.png') => {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  return t.request('PUT', `${BASE}/${id}/payment_receipt`, auth, form);
};

describe('GET /api/v1/taxpayers/transaction_histories', () => {
  it('lists only my transactions, newest first, a page at a time', async () => {
    const { taxpayerId, auth } = await t.payer();
    const other = await t.payer();
    await t.bill(other.taxpayerId);
    for (let i = 0; i < 12; i++) {
      await t.bill(taxpayerId, 1000 + i);
      t.clock.advanceSeconds(1);
    }
    const res = await t.request('GET', `${BASE}?page=2&per_page=5`, auth);
    const doc = (await res.json()) as { data: Item[]; meta: { pagination: Record<string, number> } };
    expect(doc.meta.pagination).toEqual({
      total: 12,
      count: 5,
      per_page: 5,
      current_page: 2,
      total_pages: 3,
    });
    expect(doc.data.map((d) => d.attributes.amount)).toEqual(['10.06', '10.05', '10.04', '10.03', '10.02']);
    const last = (await (await t.request('GET', `${BASE}?page=3&per_page=5`, auth)).json()) as {
      data: Item[];
    };
    expect(last.data).toHaveLength(2);
  });

  it('defaults to 10 a page and refuses more than 50', async () => {
    const { auth } = await t.payer();
    const doc = (await (await t.request('GET', BASE, auth)).json()) as {
      meta: { pagination: { per_page: number } };
    };
    expect(doc.meta.pagination.per_page).toBe(10);
    expect((await t.request('GET', `${BASE}?per_page=51`, auth)).status).toBe(422);
    expect((await t.request('GET', `${BASE}?page=0`, auth)).status).toBe(422);
  });
});

describe('GET /api/v1/taxpayers/transaction_histories/:id', () => {
  it('shows the status with its colour and description, and no receipt until paid', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const doc = (await (await t.request('GET', `${BASE}/${txn.id}`, auth)).json()) as { data: Item };
    expect(doc.data.attributes).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      status_state: 'warning',
      status_description: 'Your application is not yet paid.',
      can_cancel: true,
      receipt_url: null,
      official_receipt_number: null,
    });
  });

  it('shows the receipt number and PDF address once paid; another taxpayer gets 404', async () => {
    const { txn, auth } = await paidTransaction();
    const doc = (await (await t.request('GET', `${BASE}/${txn.id}`, auth)).json()) as { data: Item };
    expect(doc.data.attributes).toMatchObject({
      status: 'PAID',
      status_state: 'success',
      can_cancel: false,
      total: '1525.00',
    });
    expect(doc.data.attributes.receipt_url).toBe(`${BASE}/${txn.id}/receipt.pdf`);
    expect((await t.request('GET', `${BASE}/${txn.id}`, (await t.payer()).auth)).status).toBe(404);
  });
});

describe('PUT /api/v1/taxpayers/transaction_histories/:id/cancel', () => {
  it('cancels an unpaid transaction and retires its live checkout', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    await t.checkoutFor(txn.id, auth);
    const res = await t.request('PUT', `${BASE}/${txn.id}/cancel`, auth);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Item }).data.attributes.status).toBe('CANCELLED');
    expect((await t.checkoutsOf(txn.id))[0]?.status).toBe('cancelled');
    expect((await t.request('PUT', `${BASE}/${txn.id}/cancel`, auth)).status).toBe(422);
  });

  it('refuses to cancel a paid transaction', async () => {
    const { txn, auth } = await paidTransaction();
    expect((await t.request('PUT', `${BASE}/${txn.id}/cancel`, auth)).status).toBe(422);
    expect((await t.transaction(txn.id))?.status).toBe('PAID');
  });
});

describe('PUT /api/v1/taxpayers/transaction_histories/:id/payment_receipt', () => {
  it('keeps a PNG proof of payment', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const res = await upload(txn.id, auth, PNG);
    expect(res.status).toBe(200);
    const url = ((await res.json()) as { data: Item }).data.attributes.proof_of_payment_url;
    expect(url).toMatch(/^\/api\/v1\/taxpayers\/uploads\/[0-9a-f-]{36}$/);
  });

  it('shows the proof to its payer only, and the sweep of unused uploads never takes it', async () => {
    const { taxpayerId, auth } = await t.payer();
    const other = await t.payer();
    const txn = await t.bill(taxpayerId);
    const doc = (await (await upload(txn.id, auth, PNG)).json()) as { data: Item };
    const url = doc.data.attributes.proof_of_payment_url ?? '';
    expect((await t.request('GET', url, other.auth)).status).toBe(404);

    t.clock.advanceMinutes(25 * 60);
    await t.services.accounts.uploadSweeper.sweep();
    const { token } = await t.infrastructure.sessions.create(taxpayerId);
    const served = await t.request('GET', url, { Authorization: `Bearer ${token}` });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses a file that is not JPEG or PNG by content, whatever its name', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    const res = await upload(txn.id, auth, new TextEncoder().encode('<svg></svg>'), 'proof.png');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'File size is too large or file format is invalid.',
    );
    expect((await t.transaction(txn.id))?.proofOfPaymentUrl).toBeNull();
  });
});

describe('GET /api/v1/taxpayers/transaction_histories/:id/receipt.pdf', () => {
  it('is a PDF once paid', async () => {
    const { txn, auth } = await paidTransaction();
    const res = await t.request('GET', `${BASE}/${txn.id}/receipt.pdf`, auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // One paper for every reader: English and Filipino side by side, nothing drawn over anything.
    const texts = await drawnTexts(bytes);
    const drawn = texts.map((d) => d.text).join(' ');
    for (const words of [
      'Total paid',
      'Kabuuang binayaran',
      'Convenience fee',
      'Bayad sa serbisyo',
      'Nagbayad',
      // Issue 28: the nature of collection with its fund, the LGU's total apart from the fee.
      'Nature of collection',
      'GF · General Fund',
      'Total collected for the LGU',
      'not LGU revenue',
    ])
      expect(drawn).toContain(words);
    const amountAfter = (label: string) =>
      texts.find((d, i) => i > texts.findIndex((l) => l.text.startsWith(label)) && d.text.startsWith('PHP'))
        ?.text;
    expect(amountAfter('Total collected for the LGU')).toBe('PHP 1,500.00');
    expect(amountAfter('Total paid')).toBe('PHP 1,525.00');
    expect(collidingLines(texts)).toEqual([]);
  });

  it('is refused before payment', async () => {
    const { taxpayerId, auth } = await t.payer();
    const txn = await t.bill(taxpayerId);
    expect((await t.request('GET', `${BASE}/${txn.id}/receipt.pdf`, auth)).status).toBe(422);
  });
});

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

      const proof = await upload(txn.id, auth, PNG);
      expect(proof.status, status).toBe(attributes.can_attach_proof ? 200 : 422);
    }
  });
});
