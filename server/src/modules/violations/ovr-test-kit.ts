import { expect } from 'vitest';
import * as v from 'valibot';
import { ovrCheckResponse, ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { tinyPng } from '../../testing/tiny-png';
import type { PaymentsTestApp } from '../payments/payments-test-kit';
import { importOvrCsv } from './ovr-import';

/** The OVRS module's transaction type in the demo seed (OVR PAYMENT). */
export const OVR_PAYMENT = 31;
export const OVR_BASE = '/api/v1/taxpayers/ordinance_violation_receipts';

type Auth = Record<string, string>;

/** Helpers the OVR tests share: tickets imported as the office would, the photo sent as the page does. */
export function ovrTestKit(t: PaymentsTestApp) {
  let serial = 0;

  /** A fresh ticket of two fines (₱500.00 + ₱1,000.00) for JUAN P. DELA CRUZ, imported. */
  async function newTicket(fines: readonly string[] = ['500.00', '1000.00']) {
    const ovrNo = `OVR-T-${String(++serial).padStart(6, '0')}-${String(Date.now() % 100_000)}`;
    await importOvrCsv(
      t.db,
      [
        'ovr_no,violator_name,violator_last_name,apprehended_at,place,plate_no,ordinance,violation,amount',
        ...fines.map(
          (amount, i) =>
            `${ovrNo},Juan P. Dela Cruz,Dela Cruz,2026-06-10 14:20,Rizal Avenue,,ORD. 2019-${i + 1},VIOLATION ${i + 1},${amount}`,
        ),
      ].join('\n'),
      { now: t.clock.now() },
    );
    return { ovrNo, lastName: 'dela cruz' };
  }

  /** A multipart body with a file (a real PNG unless `data` says otherwise) and form fields. */
  async function form(
    fields: Record<string, string>,
    file?: { name: string; data: Uint8Array; type?: string },
  ) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    const data = file?.data ?? (await tinyPng());
    body.append(
      'file',
      new File([new Uint8Array(data)], file?.name ?? 'ovr.png', { type: file?.type ?? 'image/png' }),
    );
    return body;
  }

  const check = async (auth: Auth, ovrNo: string, lastName: string) => {
    const query = new URLSearchParams({ ovr_no: ovrNo, last_name: lastName });
    const res = await t.request('GET', `${OVR_BASE}/check/ovr?${query.toString()}`, auth);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  /** Sends the ticket's photo: the receipt's answer, parsed by the contract when it is one. */
  async function send(
    auth: Auth,
    ticket: { ovrNo: string; lastName: string },
    file?: Parameters<typeof form>[1],
  ) {
    const body = await form(
      { ovr_no: ticket.ovrNo, last_name: ticket.lastName, application_status_id: String(OVR_PAYMENT) },
      file,
    );
    const res = await t.request('POST', OVR_BASE, auth, body);
    const json = (await res.json()) as unknown;
    return { status: res.status, json, receipt: res.ok ? v.parse(ovrReceiptResponse, json).data : undefined };
  }

  /** The receipt sent and its transaction's id, failing the test unless it was made. */
  async function sent(auth: Auth, ticket: { ovrNo: string; lastName: string }) {
    const answer = await send(auth, ticket);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const receipt = answer.receipt ?? expect.fail('no receipt');
    return { receipt, transactionId: Number(receipt.relationships.transaction_history.data.id) };
  }

  const checked = (body: unknown) => v.parse(ovrCheckResponse, body).data;

  return { newTicket, form, check, checked, send, sent };
}
