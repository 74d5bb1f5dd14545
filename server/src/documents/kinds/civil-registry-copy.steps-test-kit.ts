import { expect, vi } from 'vitest';
import type { ApplicationPayload } from '@/domain/applications/validate-application';
import { outbox } from '../../db/auth-schema';
import type { PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { tinyPng } from '../../testing/tiny-png';
import { collidingLines, drawnTexts } from '../pdf/pdf-text-test-kit';
import { readPdfQr } from '../pdf/pdf-qr-test-kit';

// The civil registry copies' server tests (birth, death, marriage) share these steps: a resident
// files a request with a real upload, the office moves it in the console's API, the sandbox pays.

type Auth = Record<string, string> | string;
type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
interface Answer {
  status: number;
  body: { data: Record<string, unknown>; errors?: Record<string, string[]>; message?: string };
}

/** The steps of a copy's journey on the test app `t`. */
export function copySteps(t: PaymentsTestApp) {
  const call = async (method: string, path: string, auth: Auth, body?: unknown): Promise<Answer> => {
    const headers = {
      ...(typeof auth === 'string' ? { Authorization: auth } : auth),
      'Content-Type': 'application/json',
    };
    const res = await t.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  /** The resident's own upload of a valid ID, as the form uploads it. */
  async function validId(payer: Payer) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
    const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
  }

  /** Files a request as a new resident: PENDING; answers its ids, the payer and its mobile. */
  async function file(route: string, answers: ApplicationPayload) {
    const payer = await t.payer();
    const payload = { ...answers, requirements: { valid_id: await validId(payer) } };
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${route}/applications`,
      payer.auth,
      payload,
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data).toMatchObject({ attributes: { status: 'PENDING' } });
    const relationships = filed.body.data.relationships as { transaction_history: { data: { id: string } } };
    return {
      payer,
      payload,
      id: String(filed.body.data.id),
      transactionId: Number(relationships.transaction_history.data.id),
    };
  }

  /** An officer's move in the console: its answer (the status now, or the refusal). */
  const move = (officer: string, id: string, to: string, reason?: string) =>
    call('POST', `/api/v1/staff/applications/${id}/moves`, officer, { to, ...(reason && { reason }) });

  /** Where the console says the application may go next. */
  const next = async (officer: string, id: string) =>
    (await call('GET', `/api/v1/staff/applications/${id}`, officer)).body.data.next as string[];

  /** Pays the application's SOA through the sandbox gateway and waits for it to settle. */
  async function pay(transactionId: number, payer: Payer) {
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('PAID'));
  }

  /** The SOA the resident sees on the transaction page. */
  const billing = async (transactionId: number, payer: Payer) =>
    (
      await call(
        'GET',
        `/api/v1/taxpayers/transaction_histories/${String(transactionId)}/application_billing`,
        payer.auth,
      )
    ).body.data as { soa?: { number: string; total: number; lines: { label: string; amount: number }[] } };

  /** The texts sent so far (the outbox's bodies). */
  const texts = async () => (await t.db.select().from(outbox)).map((m) => m.body);

  /** The released document's PDF as the resident downloads it: its printed text, and its QR's code. */
  async function document(id: string, payer: Payer) {
    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${id}/document`, payer.auth);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const drawn = await drawnTexts(bytes);
    expect(collidingLines(drawn)).toEqual([]);
    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    return {
      printed: drawn.map((x) => x.text).join('\n'),
      fileName: pdf.headers.get('Content-Disposition') ?? '',
      verified: (await call('GET', `/api/v1/documents/verify/${code}`, {})).body.data,
    };
  }

  return { call, file, move, next, pay, billing, texts, document };
}
