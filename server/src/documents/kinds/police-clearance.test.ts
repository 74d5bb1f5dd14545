import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/police-clearance-new';
import { VALID_POLICE_CLEARANCE } from '@/domain/applications/kinds/police-clearance-new.vectors';
import { outbox } from '../../db/auth-schema';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { setSchedule } from '../../modules/appointments/appointment-schedules';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { createTestClock } from '../../testing/test-clock';
import { tinyPng } from '../../testing/tiny-png';
import { collidingLines, drawnTexts } from '../pdf/pdf-text-test-kit';
import { readPdfQr } from '../pdf/pdf-qr-test-kit';

// The police clearance (issue 27): its definition, its fee rule, its document entry and these
// tests. The station asks for the biometrics appearance, the resident books one of its slots, the
// station marks the biometrics done (billed at once, ₱150.00), the resident pays, and the station
// prints and releases the clearance, which verifies by its QR code.

// Monday 7 January 2030, 08:00 in Manila: the station's first slot offered is 09:00.
const clock = createTestClock(new Date('2030-01-07T00:00:00Z'));
const manila = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let t: PaymentsTestApp;
let police: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({ adapters: { now: clock.now } });
  await setSchedule(
    t.db,
    [1, 2, 3, 4, 5].map((weekday) => ({ office: 'police', weekday, time: '09:00', capacity: 5 })),
  );
  police = await staffBearer(t, ['police']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
type Json = { data: Record<string, unknown>; errors?: Record<string, string[]>; message?: string };
const call = async (method: string, path: string, auth: Record<string, string> | string, body?: unknown) => {
  const headers = {
    ...(typeof auth === 'string' ? { Authorization: auth } : auth),
    'Content-Type': 'application/json',
  };
  const res = await t.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  return { status: res.status, body: (await res.json()) as Json };
};

/** The resident's own upload of a valid ID, as the form uploads it. */
async function validId(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
}

describe('the shipped police-clearance rule', () => {
  it('charges the clearance fee, ₱150.00, whatever the form says', () => {
    const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
    const assessed = assessApplication(schedule, 'police-clearance', VALID_POLICE_CLEARANCE);
    expect(assessed.lines.map((l) => [l.code, l.label, l.amount])).toEqual([
      ['CLEARANCE_FEE', 'Police clearance fee', 15_000],
    ]);
    expect(assessed.total).toBe(15_000);
  });
});
describe('a police clearance, as a resident gets one', () => {
  it('is asked for biometrics, booked, billed ₱150.00 once they are taken, paid, printed, released and verified', async () => {
    const payer = await t.payer();
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${definition.route}/applications`,
      payer.auth,
      { ...VALID_POLICE_CLEARANCE, requirements: { valid_id: await validId(payer) } },
    );
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ attributes: { status: 'PENDING' } });
    const id = String(filed.body.data.id);
    const transactionId = Number(
      (filed.body.data.relationships as { transaction_history: { data: { id: string } } }).transaction_history
        .data.id,
    );

    // Only the station acts on it: a licensing officer is refused.
    const licensing = await staffBearer(t, ['licensing']);
    const foreign = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
      to: 'FOR APPOINTMENT',
    });
    expect(foreign.status).toBe(403);

    const asked = await call('POST', `/api/v1/staff/applications/${id}/moves`, police, {
      to: 'FOR APPOINTMENT',
    });
    expect(asked.body.data).toMatchObject({ status: 'FOR APPOINTMENT' });
    await vi.waitFor(async () => {
      const sent = (await t.db.select().from(outbox)).map((m) => m.body);
      expect(sent.some((b) => b.includes('Book your biometrics appointment'))).toBe(true);
    });

    // The station's free slots, from the first one an hour ahead; the resident books Tuesday's.
    const offered = await call('GET', `/api/v1/taxpayers/appointments?application_id=${id}`, payer.auth);
    const slots = offered.body.data as unknown as { attributes: { office: string; starts_at: string } }[];
    expect(slots[0]?.attributes).toMatchObject({
      office: 'police',
      starts_at: manila('2030-01-07', '09:00').toISOString(),
    });
    const booked = await call('POST', '/api/v1/taxpayers/appointments', payer.auth, {
      application_id: id,
      office: 'police',
      starts_at: manila('2030-01-08', '09:00').toISOString(),
    });
    expect(booked.status).toBe(201);

    // The biometrics are taken: billed at once by the schedule.
    const done = await call('POST', `/api/v1/staff/applications/${id}/moves`, police, {
      to: 'FOR ASSESSMENT (TREASURY)',
    });
    expect(done.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(transactionId)).toMatchObject({ amount: 15_000 });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid', { at: clock.now() });
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('PAID'));
    // Not released by itself: the station prints and releases it.
    const printing = await call('POST', `/api/v1/staff/applications/${id}/moves`, police, {
      to: 'FOR PRINTING',
    });
    expect(printing.body.data).toMatchObject({ status: 'FOR PRINTING' });
    const released = await call('POST', `/api/v1/staff/applications/${id}/release`, police);
    expect(released.status).toBe(200);
    expect((await t.transaction(transactionId))?.status).toBe('RELEASED');

    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${id}/document`, payer.auth);
    expect(pdf.headers.get('content-disposition')).toMatch(/police-clearance-PCL-2030-\d{6}\.pdf/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const texts = await drawnTexts(bytes);
    const printed = texts.map((x) => x.text).join('\n');
    for (const words of [
      'POLICE CLEARANCE',
      'JOSE LIM REYES JR.',
      'MOLE, LEFT CHEEK',
      'Police clearance fee',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/Purpose\nEMPLOYMENT ABROAD/);
    expect(printed).not.toContain('Issued online');
    expect(collidingLines(texts)).toEqual([]);
    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    const verified = await call('GET', `/api/v1/documents/verify/${code}`, {});
    expect(verified.body.data).toMatchObject({
      kind: 'police-clearance',
      valid: true,
      status: 'VALID',
      fields: [
        { label: { en: 'Name' }, value: 'JOSE LIM REYES JR.' },
        { label: { en: 'Purpose' }, value: 'EMPLOYMENT ABROAD' },
      ],
    });
    // Nothing of the description or the address on the public page.
    expect(JSON.stringify(verified.body)).not.toMatch(/MOLE|BONIFACIO|168/);
  });
});
