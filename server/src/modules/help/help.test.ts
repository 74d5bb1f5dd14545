import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestIncidentTime, TOO_MANY_PHOTOS_MESSAGE } from '@/domain/contracts/help';
import { outbox, taxpayers } from '../../db/auth-schema';
import { incidentReports } from '../../db/help-schema';
import { tinyPng } from '../../testing/tiny-png';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { PHOTO_NOT_YOURS_MESSAGE } from './report-incident';

let t: PaymentsTestApp;
let png: Uint8Array;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  png = await tinyPng();
});
afterAll(() => t.close());

type Resident = Awaited<ReturnType<PaymentsTestApp['payer']>>;

const post = (who: Resident, path: string, body: unknown) =>
  t.request('POST', path, { ...who.auth, 'Content-Type': 'application/json' }, JSON.stringify(body));
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

async function photoOf(who: Resident) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'pothole.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', who.auth, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
}

const anHourAgo = () => latestIncidentTime(new Date(t.clock.now().getTime() - 3_600_000));
const report = (photos: string[], extra: Record<string, unknown> = {}) => ({
  incident_type: 'FALLEN_TREE',
  occurred_at: anHourAgo(),
  municipality_code: 'BDC',
  barangay_code: 'BDC-002',
  street: 'Rizal Street corner Mabini',
  latitude: '14.2117',
  longitude: '121.1653',
  description: 'A fallen tree blocks the road and broke the streetlight.',
  photos,
  ...extra,
});

async function withEmail(who: Resident, language: 'en' | 'fil') {
  await t.db
    .update(taxpayers)
    .set({ email: `r${who.taxpayerId}@example.ph`, emailVerifiedAt: new Date(), language })
    .where(eq(taxpayers.id, who.taxpayerId));
  const [row] = await t.db.select().from(taxpayers).where(eq(taxpayers.id, who.taxpayerId));
  return { mobile: row?.mobileNumber ?? '', email: row?.email ?? '' };
}
const messagesTo = async (to: string) => {
  await t.infrastructure.afterResponse.idle();
  return t.db.select().from(outbox).where(eq(outbox.to, to));
};

describe('POST /api/v1/taxpayers/incident_reports', () => {
  it('stores a report with three photos, answers its reference, and acknowledges it by SMS and e-mail', async () => {
    const resident = await t.payer();
    const contact = await withEmail(resident, 'en');
    const photos = [await photoOf(resident), await photoOf(resident), await photoOf(resident)];
    const res = await post(resident, '/api/v1/taxpayers/incident_reports', report(photos));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    const reference = String(doc.data.attributes.reference_number);
    expect(reference).toMatch(/^INC-\d{6}-[A-HJ-NP-Z2-9]{8}$/);
    expect(doc.data.attributes).toMatchObject({
      status: 'RECEIVED',
      barangay: 'Poblacion',
      municipality: 'Bayan Demo City',
      photos,
      latitude: 14.2117,
    });

    const [stored] = await t.db
      .select()
      .from(incidentReports)
      .where(eq(incidentReports.referenceNumber, reference));
    expect(stored).toMatchObject({ taxpayerId: resident.taxpayerId, photos, status: 'RECEIVED' });

    const sms = await messagesTo(contact.mobile);
    expect(sms.map((m) => m.body)).toEqual([expect.stringContaining(reference)]);
    // The type as the resident chose it, in words, not its code.
    expect(sms[0]?.body).toContain('(Fallen tree or blocked road)');
    const mail = await messagesTo(contact.email);
    expect(mail).toEqual([expect.objectContaining({ subject: `Incident report received (${reference})` })]);

    const list = await t.request('GET', '/api/v1/taxpayers/incident_reports', resident.auth);
    const listed = (await list.json()) as {
      data: { attributes: { reference_number: string; status: string } }[];
      meta: { pagination: { total: number } };
    };
    expect(listed.data.map((r) => r.attributes)).toEqual([
      expect.objectContaining({ reference_number: reference, status: 'RECEIVED' }),
    ]);
    expect(listed.meta.pagination.total).toBe(1);
  });

  it('acknowledges in Filipino an account that speaks Filipino', async () => {
    const resident = await t.payer();
    const contact = await withEmail(resident, 'fil');
    expect((await post(resident, '/api/v1/taxpayers/incident_reports', report([]))).status).toBe(201);
    const [sms] = await messagesTo(contact.mobile);
    expect(sms?.body).toMatch(
      /^Natanggap ng Bayan ang iyong ulat ng insidente \(Natumbang puno o nakaharang sa daan\)/,
    );
  });

  it('refuses a fourth photo and a photo another account uploaded, storing nothing', async () => {
    const resident = await t.payer();
    const other = await t.payer();
    const mine = [await photoOf(resident), await photoOf(resident), await photoOf(resident)];
    const four = await post(
      resident,
      '/api/v1/taxpayers/incident_reports',
      report([...mine, await photoOf(resident)]),
    );
    expect(four.status).toBe(422);
    expect((await errorsOf(four)).photos).toEqual([TOO_MANY_PHOTOS_MESSAGE]);

    const theirs = await post(resident, '/api/v1/taxpayers/incident_reports', report([await photoOf(other)]));
    expect(theirs.status).toBe(422);
    expect((await errorsOf(theirs)).photos).toEqual([PHOTO_NOT_YOURS_MESSAGE]);
    const stored = await t.db
      .select()
      .from(incidentReports)
      .where(eq(incidentReports.taxpayerId, resident.taxpayerId));
    expect(stored).toEqual([]);
  });

  it('refuses a time in the future, a type not listed (§3’s workplace ones too) and a barangay of another city', async () => {
    const resident = await t.payer();
    const later = latestIncidentTime(new Date(t.clock.now().getTime() + 3_600_000));
    const res = await post(
      resident,
      '/api/v1/taxpayers/incident_reports',
      report([], { occurred_at: later, incident_type: 'Lost time Injury', description: 'x', latitude: '' }),
    );
    expect(res.status).toBe(422);
    expect(await errorsOf(res)).toEqual({
      incident_type: ['Please choose an incident type from the list'],
      description: ['Description must be at least 5 characters'],
      latitude: ['Latitude field is Required'],
    });
    const future = await post(
      resident,
      '/api/v1/taxpayers/incident_reports',
      report([], { occurred_at: later }),
    );
    expect((await errorsOf(future)).occurred_at).toEqual(['Date and Time must not be in the future']);
    const elsewhere = await post(
      resident,
      '/api/v1/taxpayers/incident_reports',
      report([], { municipality_code: '0403405000' }),
    );
    expect((await errorsOf(elsewhere)).barangay_code).toEqual([
      'Choose a barangay of the chosen city or municipality.',
    ]);
  });

  it('limits one account to three reports a minute', async () => {
    const resident = await t.payer();
    for (let i = 0; i < 3; i++) {
      expect((await post(resident, '/api/v1/taxpayers/incident_reports', report([]))).status).toBe(201);
    }
    const fourth = await post(resident, '/api/v1/taxpayers/incident_reports', report([]));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('Retry-After')).toBeTruthy();
    // Another account is counted apart.
    expect((await post(await t.payer(), '/api/v1/taxpayers/incident_reports', report([]))).status).toBe(201);
  });

  it('lists only the account’s own reports, and needs a sign-in', async () => {
    const stranger = await t.payer();
    const list = await t.request('GET', '/api/v1/taxpayers/incident_reports', stranger.auth);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await t.request('GET', '/api/v1/taxpayers/incident_reports')).status).toBe(401);
  });
});

const registration = (extra: Record<string, unknown> = {}) => ({
  priority_group: 'Seniors (Indigent)',
  employment_type: 'Self-Employed',
  employer_name: '',
  profession: 'Vendor',
  first_name: 'Lourdes',
  middle_name: '',
  last_name: 'Bautista',
  extension_name: '',
  birthdate: '1950-03-14',
  gender: 'FEMALE',
  civil_status: 'WIDOW',
  mobile_number: '639171234567',
  email: '',
  municipality_code: 'BDC',
  barangay_code: 'BDC-005',
  street: '12 Sampaguita Street',
  philhealth_id_number: '',
  consent: true,
  ...extra,
});

describe('POST /api/v1/taxpayers/immunization_registrations', () => {
  it('refuses a registration without consent', async () => {
    const resident = await t.payer();
    for (const consent of [undefined, false, '0']) {
      const res = await post(
        resident,
        '/api/v1/taxpayers/immunization_registrations',
        registration({ consent }),
      );
      expect(res.status).toBe(422);
      expect((await errorsOf(res)).consent).toEqual(['Consent must be accepted']);
    }
  });

  it('registers with a reference, and answers 409 for the same person again', async () => {
    const resident = await t.payer();
    const res = await post(resident, '/api/v1/taxpayers/immunization_registrations', registration());
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { data: { attributes: Record<string, string> } };
    expect(doc.data.attributes).toMatchObject({
      priority_group: 'Seniors (Indigent)',
      full_name: 'LOURDES BAUTISTA',
    });
    expect(doc.data.attributes.reference_number).toMatch(/^VAX-\d{6}-[A-HJ-NP-Z2-9]{8}$/);
    const again = await post(resident, '/api/v1/taxpayers/immunization_registrations', registration());
    expect(again.status).toBe(409);
  });

  it('refuses a priority group or employment type not in §3', async () => {
    const resident = await t.payer();
    const res = await post(
      resident,
      '/api/v1/taxpayers/immunization_registrations',
      registration({ priority_group: 'VIP', employment_type: 'Unemployed' }),
    );
    expect(await errorsOf(res)).toEqual({
      priority_group: ['Please choose a priority group from the list'],
      employment_type: ['Please choose an employment type from the list'],
    });
  });
});
