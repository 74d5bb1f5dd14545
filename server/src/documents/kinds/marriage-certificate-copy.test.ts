import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/marriage-certificate-new';
import { VALID_MARRIAGE_COPY } from '@/domain/applications/kinds/marriage-certificate-new.vectors';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { copySteps } from './civil-registry-copy.steps-test-kit';

// A certified copy of a marriage certificate (issue 27): the shipped schedule's copy fees worked
// by hand (§9: FRONT ₱50.00, BACK ₱50.00, FRONT AND BACK ₱100.00 a copy; LCR FORM 1-A ₱100.00),
// its vectors on the server, and a copy delivered to the resident's address.

const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
const copies = (payload: Record<string, unknown>) =>
  assessApplication(schedule, definition.fees ?? '', { ...VALID_MARRIAGE_COPY, ...payload });

describe('the shipped civil-registry-copy rule (spec §9 copy fees), worked by hand', () => {
  it('charges a FRONT AND BACK copy with LCR FORM 1-A ₱100.00 + ₱100.00 = ₱200.00', () => {
    const fee = copies({ copy_type: 'FRONT AND BACK', number_of_copies: '1', lcr_form_1a: true });
    expect(fee.lines.map((l) => [l.code, l.label, l.amount])).toEqual([
      ['COPY', 'Certified copy', 10_000],
      ['LCR_FORM_1A', 'LCR FORM 1-A', 10_000],
    ]);
    expect(fee.lines[0]?.basis).toBe('FRONT AND BACK at ₱100.00');
    expect(fee.total).toBe(20_000);
  });

  it('prices each copy by its type and counts the form once: 2 FRONT AND BACK with the form ₱300.00', () => {
    const two = copies({ copy_type: 'FRONT AND BACK', number_of_copies: '2', lcr_form_1a: true });
    expect(two.lines[0]).toMatchObject({ basis: '2 × FRONT AND BACK at ₱100.00', amount: 20_000 });
    expect(two.total).toBe(30_000);
    expect(copies({ copy_type: 'FRONT', number_of_copies: '1', lcr_form_1a: false }).total).toBe(5_000);
    expect(copies({ copy_type: 'BACK', number_of_copies: '3', lcr_form_1a: false }).total).toBe(15_000);
    // Ten FRONT copies, the most a request takes, and the form: ₱500.00 + ₱100.00.
    expect(copies({ copy_type: 'FRONT', number_of_copies: '10', lcr_form_1a: true }).total).toBe(60_000);
  });

  it('charges no LCR FORM 1-A when the box is not ticked', () => {
    const fee = copies({ copy_type: 'FRONT AND BACK', number_of_copies: '1', lcr_form_1a: false });
    expect(fee.lines.map((l) => l.code)).toEqual(['COPY']);
    expect(fee.total).toBe(10_000);
  });
});

let t: PaymentsTestApp;
let steps: ReturnType<typeof copySteps>;
let registrar: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  steps = copySteps(t);
  registrar = await staffBearer(t, ['civil-registry']);
});
afterAll(() => t.close());
describe('a certified copy of a marriage certificate, delivered', () => {
  it('is billed ₱200.00 for FRONT AND BACK with LCR FORM 1-A, paid, printed, delivered and released', async () => {
    const answers = { ...VALID_MARRIAGE_COPY, release_mode: 'DELIVERY' };
    const { payer, id, transactionId } = await steps.file(definition.route, answers);
    expect((await steps.move(registrar, id, 'FOR ASSESSMENT (TREASURY)')).body.data).toMatchObject({
      status: 'WAITING FOR PAYMENT',
    });
    expect((await steps.billing(transactionId, payer)).soa).toMatchObject({
      number: expect.stringMatching(/^LCRM-SOA-\d{4}-\d{6}$/),
      total: 20_000,
      lines: [
        { label: 'Certified copy', amount: 10_000 },
        { label: 'LCR FORM 1-A', amount: 10_000 },
      ],
    });
    await steps.pay(transactionId, payer);
    for (const to of ['FOR PRINTING', 'PRINTED'])
      expect((await steps.move(registrar, id, to)).body.data).toMatchObject({ status: to });
    // Delivered, as the resident chose: never held for pick-up.
    expect(await steps.next(registrar, id)).toEqual(['FOR DELIVERY']);
    expect((await steps.move(registrar, id, 'FOR PICK-UP')).status).toBe(409);
    expect((await steps.move(registrar, id, 'FOR DELIVERY')).body.data).toMatchObject({
      status: 'FOR DELIVERY',
    });
    await expect
      .poll(steps.texts)
      .toContainEqual(expect.stringMatching(/is printed and out for delivery to the address you gave\.$/));
    const released = await steps.call('POST', `/api/v1/staff/applications/${id}/release`, registrar);
    expect(released.body.data).toMatchObject({ status: 'RELEASED' });

    const { printed, verified } = await steps.document(id, payer);
    expect(printed).toMatch(/Document\nMarriage Certificate\n/);
    expect(printed).toMatch(/Name on the record\nPEDRO CRUZ and MARIA SANTOS/);
    expect(printed).toMatch(/Copy type\nFRONT AND BACK/);
    expect(printed).toMatch(/LCR FORM 1-A\nYes/);
    expect(printed).toMatch(/Pick-up or delivery\nDELIVERY/);
    expect(printed).toMatch(/Total paid\nPHP 200\.00/);
    expect(verified).toMatchObject({
      kind: 'marriage-certificate-copy',
      title: { en: 'Marriage Certificate Copy Release', fil: 'Paglabas ng Kopya ng Sertipiko ng Kasal' },
      valid: true,
      fields: [
        { value: 'Marriage Certificate' },
        { value: 'PEDRO CRUZ and MARIA SANTOS' },
        { value: 'FRONT AND BACK' },
        { value: '1' },
      ],
    });
  });
});
