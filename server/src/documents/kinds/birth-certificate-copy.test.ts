import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition } from '@/domain/applications/kinds/birth-certificate-new';
import { VALID_BIRTH_COPY } from '@/domain/applications/kinds/birth-certificate-new.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { copySteps } from './civil-registry-copy.steps-test-kit';

// A certified copy of a birth certificate (issue 27): its definition, its fee rule, its document
// entry and these tests. The civil registry returns or approves it; approved, it is billed by the
// schedule; paid, the office prints it, hands it over the way the resident chose, and releases it
// with its release record, whose QR verifies.

let t: PaymentsTestApp;
let steps: ReturnType<typeof copySteps>;
let registrar: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  steps = copySteps(t);
  // The seeded role of the Local Civil Registry Office (migration 0030).
  registrar = await staffBearer(t, ['civil-registry']);
});
afterAll(() => t.close());
describe('a certified copy of a birth certificate, picked up', () => {
  it('is returned, resubmitted, approved, billed, paid, printed (texted), picked up, released with a record that verifies', async () => {
    const { payer, payload, id, transactionId } = await steps.file(definition.route, VALID_BIRTH_COPY);

    // Only the civil registry acts on it: the business permits office may not.
    const licensing = await staffBearer(t, ['licensing']);
    expect((await steps.move(licensing, id, 'FOR ASSESSMENT (TREASURY)')).status).toBe(403);

    const reason = "Write the mother's full maiden name as it is on the record.";
    expect((await steps.move(registrar, id, 'FOR RESUBMISSION', reason)).status).toBe(200);
    const again = await steps.call('POST', `/api/v1/taxpayers/applications/${id}/resubmit`, payer.auth, {
      ...payload,
      mother_maiden_name: 'ANA DELA CRUZ REYES',
    });
    expect(again.body.data).toMatchObject({ attributes: { status: 'PENDING' } });

    // Approved: billed at once by the schedule, 2 FRONT copies at ₱50.00 (§9).
    const approved = await steps.move(registrar, id, 'FOR ASSESSMENT (TREASURY)');
    expect(approved.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(transactionId)).toMatchObject({ amount: 10_000 });
    expect((await steps.billing(transactionId, payer)).soa).toMatchObject({
      number: expect.stringMatching(/^LCRB-SOA-\d{4}-\d{6}$/),
      total: 10_000,
      lines: [{ label: 'Certified copy', amount: 10_000 }],
    });
    // Never printed unpaid.
    expect((await steps.move(registrar, id, 'FOR PRINTING')).status).toBe(409);

    await steps.pay(transactionId, payer);
    // Paid, the office may still reject what it cannot serve (its payer may then ask a refund).
    expect(await steps.next(registrar, id)).toEqual(['FOR PRINTING', 'REJECTED']);
    expect((await steps.move(registrar, id, 'FOR PRINTING')).body.data).toMatchObject({
      status: 'FOR PRINTING',
    });
    // Printed before it is handed over; released only through the pick-up the resident chose.
    expect(await steps.next(registrar, id)).toEqual(['PRINTED', 'REJECTED']);
    expect((await steps.call('POST', `/api/v1/staff/applications/${id}/release`, registrar)).status).toBe(
      409,
    );
    expect((await steps.move(registrar, id, 'PRINTED')).body.data).toMatchObject({ status: 'PRINTED' });
    expect(await steps.next(registrar, id)).toEqual(['FOR PICK-UP']);
    expect((await steps.move(registrar, id, 'FOR DELIVERY')).status).toBe(409);
    expect((await steps.move(registrar, id, 'FOR PICK-UP')).body.data).toMatchObject({
      status: 'FOR PICK-UP',
    });
    const released = await steps.call('POST', `/api/v1/staff/applications/${id}/release`, registrar);
    expect(released.body.data).toMatchObject({
      status: 'RELEASED',
      permit: { number: expect.stringMatching(/^LCRB-\d{4}-\d{6}$/), valid_until: null },
    });

    // The resident was texted when it was being printed, when it could be picked up, and released.
    await expect
      .poll(steps.texts)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^Your request .+ for a certified copy is paid and the copy is being printed\./,
          ),
          expect.stringMatching(
            /is printed and ready for pick-up at the Civil Registry Office\. Please bring a valid ID\.$/,
          ),
          expect.stringMatching(/^Your certified copy for request .+ is released\./),
        ]),
      );

    const { printed, fileName, verified } = await steps.document(id, payer);
    for (const words of [
      'RELEASE OF A CERTIFIED COPY',
      'MARIA REYES SANTOS',
      'ANA DELA CRUZ REYES',
      'PASSPORT REQUIREMENT',
      'Certified copy',
      'PICK-UP',
      'Test Officer',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/Document\nBirth Certificate\n/);
    expect(printed).toMatch(/Number of copies\n2/);
    expect(printed).toMatch(/LCR FORM 1-A\nNo/);
    expect(fileName).toMatch(/birth-certificate-copy-release-LCRB-\d{4}-\d{6}\.pdf/);
    expect(verified).toMatchObject({
      kind: 'birth-certificate-copy',
      noun: { en: 'record' },
      valid: true,
      status: 'VALID',
      valid_until: null,
      fields: [
        { label: { en: 'Document' }, value: 'Birth Certificate' },
        { label: { en: 'Name on the record' }, value: 'MARIA REYES SANTOS' },
        { label: { en: 'Copy type' }, value: 'FRONT' },
        { label: { en: 'Number of copies' }, value: '2' },
      ],
    });
    // Nothing of the parents or the requester's address on the public page.
    expect(JSON.stringify(verified)).not.toMatch(/ANA DELA CRUZ|JOSE SANTOS|MABINI|PASSPORT/);
  });
});
