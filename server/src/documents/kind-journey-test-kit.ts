import { expect } from 'vitest';
import { tinyPng } from '../testing/tiny-png';
import type { PaymentsTestApp } from '../modules/payments/payments-test-kit';
import { collidingLines, drawnTexts } from './pdf/pdf-text-test-kit';
import { readPdfQr } from './pdf/pdf-qr-test-kit';

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
export type KitBody = { data: Record<string, unknown>; errors?: Record<string, string[]> };

/**
 * What a kind's server test does as a resident and an officer would (issue 27's kinds): call the
 * API, upload a requirement, file, read the released document's PDF and verify its QR code.
 */
export function kindJourney(t: PaymentsTestApp, route: string) {
  const call = async (
    method: string,
    path: string,
    auth: Record<string, string> | string,
    body?: unknown,
  ) => {
    const headers = {
      ...(typeof auth === 'string' ? { Authorization: auth } : auth),
      'Content-Type': 'application/json',
    };
    const res = await t.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
    return { status: res.status, body: (await res.json()) as KitBody };
  };

  /** The resident's own upload of a picture, as the form uploads a requirement. */
  async function upload(payer: Payer) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
    const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
  }

  /** Files the answers: the application's id, its transaction's id and the status it reached. */
  async function file(payer: Payer, answers: Record<string, unknown>) {
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${route}/applications`,
      payer.auth,
      answers,
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const data = filed.body.data as {
      id: string;
      attributes: { status: string };
      relationships: { transaction_history: { data: { id: string } } };
    };
    return {
      id: data.id,
      transactionId: Number(data.relationships.transaction_history.data.id),
      status: data.attributes.status,
    };
  }

  /** The released document as the resident downloads it: its file name, its text, and its QR's code. */
  async function document(payer: Payer, applicationId: string) {
    const pdf = await t.request(
      'GET',
      `/api/v1/taxpayers/applications/${applicationId}/document`,
      payer.auth,
    );
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const texts = await drawnTexts(bytes);
    expect(collidingLines(texts)).toEqual([]);
    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    return {
      fileName: pdf.headers.get('Content-Disposition') ?? '',
      printed: texts.map((x) => x.text).join('\n'),
      code,
    };
  }

  /** What /verify/{code} answers anyone. */
  const verify = async (code: string) =>
    (await call('GET', `/api/v1/documents/verify/${code}`, {})).body.data;

  return { call, upload, file, document, verify };
}
