import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition } from '@/domain/applications/kinds/senior-citizen-new';
import { VALID_SENIOR } from '@/domain/applications/kinds/senior-citizen-new.vectors';
import { outbox, taxpayers } from '../../db/auth-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { kindJourney } from '../kind-journey-test-kit';

// The senior citizen registration (issue 27): its definition, its document entry and these tests.
// A free kind: never assessed, nothing to pay. The office returns it for correction or approves
// it, and releases it with the senior citizen ID, whose QR verifies.

let t: PaymentsTestApp;
let journey: ReturnType<typeof kindJourney>;
let office: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  journey = kindJourney(t, definition.route);
  office = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());

describe('senior-citizen-new on the server', () => {
  it('says in Filipino that a senior citizen is 60 or older', async () => {
    const payer = await t.payer();
    await t.db.update(taxpayers).set({ language: 'fil' }).where(eq(taxpayers.id, payer.taxpayerId));
    const res = await t.request(
      'POST',
      `/api/v1/taxpayers/application_kinds/${definition.route}/validate`,
      { ...payer.auth, 'Content-Type': 'application/json' },
      JSON.stringify({ payload: { ...VALID_SENIOR, birthdate: '1990-01-01' } }),
    );
    const body = (await res.json()) as { errors?: Record<string, string[]> };
    expect(body.errors?.birthdate).toEqual([
      'Dapat hindi bababa sa 60 taon na ang nakalipas ang Petsa ng Kapanganakan',
    ]);
  });
});

describe('a senior citizen registration, free, as a resident gets one', () => {
  it('is returned, resubmitted, approved with nothing to pay, and released with an ID whose QR verifies', async () => {
    const payer = await t.payer();
    const [a, b, c] = [await journey.upload(payer), await journey.upload(payer), await journey.upload(payer)];
    const answers = {
      ...VALID_SENIOR,
      requirements: { id_picture: a, proof_of_age: b, proof_of_residency: c },
    };
    const filed = await journey.file(payer, answers);
    expect(filed.status).toBe('PENDING');
    const { id, transactionId } = filed;

    const moves = `/api/v1/staff/applications/${id}/moves`;
    const returned = { to: 'FOR RESUBMISSION', reason: 'The ID picture is blurred.' };
    expect((await journey.call('POST', moves, office, returned)).status).toBe(200);
    const again = await journey.call(
      'POST',
      `/api/v1/taxpayers/applications/${id}/resubmit`,
      payer.auth,
      answers,
    );
    expect(again.body.data).toMatchObject({ attributes: { status: 'PENDING' } });

    // A free kind is never sent to assessment; it is approved straight to printing.
    expect((await journey.call('POST', moves, office, { to: 'FOR ASSESSMENT (TREASURY)' })).status).toBe(409);
    const approved = await journey.call('POST', moves, office, { to: 'FOR PRINTING' });
    expect(approved.status).toBe(200);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'FOR PRINTING', amount: 0 });
    const billing = await journey.call(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${String(transactionId)}/application_billing`,
      payer.auth,
    );
    expect(billing.body.data).toMatchObject({ soa: null });

    const released = await journey.call('POST', `/api/v1/staff/applications/${id}/release`, office);
    expect(released.status).toBe(200);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'RELEASED', amount: 0 });

    const { fileName, printed, code } = await journey.document(payer, id);
    expect(fileName).toMatch(/senior-citizen-id-SC-\d{4}-\d{6}\.pdf/);
    for (const words of [
      'SENIOR CITIZEN IDENTIFICATION',
      'CARMEN LOPEZ VILLANUEVA',
      'Mar 8, 1955',
      'JOSE VILLANUEVA, 639181234567',
      'Republic Act No. 9994',
      'Test Officer',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/OSCA ID No\. SC-\d{4}-\d{6}/);

    const verified = await journey.verify(code);
    expect(verified).toMatchObject({
      kind: 'senior-citizen-id',
      valid: true,
      status: 'VALID',
      valid_until: null,
      fields: [{ label: { en: 'Name' }, value: 'CARMEN LOPEZ VILLANUEVA' }],
    });
    // Nothing of the birth date, address or contacts on the public page.
    expect(JSON.stringify(verified)).not.toMatch(/1955|MABINI|6391/);
    const sent = (await t.db.select().from(outbox)).map((m) => m.body);
    expect(sent.some((m) => m.startsWith('Your Senior Citizen ID for application'))).toBe(true);
  });
});
