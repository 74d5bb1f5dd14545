import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definition } from '@/domain/applications/kinds/death-certificate-new';
import { VALID_DEATH_COPY } from '@/domain/applications/kinds/death-certificate-new.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { copySteps } from './civil-registry-copy.steps-test-kit';

// A certified copy of a death certificate (issue 27): its vectors on the server, and a copy that
// is printed only once really paid: not while billed, not after a failed payment.

let t: PaymentsTestApp;
let steps: ReturnType<typeof copySteps>;
let registrar: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  steps = copySteps(t);
  registrar = await staffBearer(t, ['civil-registry']);
});
afterAll(() => t.close());
describe('a certified copy of a death certificate, paid after a failed attempt', () => {
  it('is billed ₱150.00 for three BACK copies and is printed only once the gateway says it is paid', async () => {
    const answers = { ...VALID_DEATH_COPY, copy_type: 'BACK', number_of_copies: '3' };
    const { payer, id, transactionId } = await steps.file(definition.route, answers);
    // Not printed before it is even reviewed.
    expect((await steps.move(registrar, id, 'FOR PRINTING')).status).toBe(409);
    await steps.move(registrar, id, 'FOR ASSESSMENT (TREASURY)');
    expect((await steps.billing(transactionId, payer)).soa).toMatchObject({
      number: expect.stringMatching(/^LCRD-SOA-\d{4}-\d{6}$/),
      total: 15_000,
    });
    expect(await steps.next(registrar, id)).not.toContain('FOR PRINTING');
    expect((await steps.move(registrar, id, 'FOR PRINTING')).status).toBe(409);

    // The gateway reports the attempt failed: still not printable.
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'failed');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('PAYMENT FAILED'));
    expect((await steps.move(registrar, id, 'FOR PRINTING')).status).toBe(409);
    expect((await steps.move(registrar, id, 'PRINTED')).status).toBe(409);

    // Paid on the second try: now the office prints it.
    await steps.pay(transactionId, payer);
    expect((await steps.move(registrar, id, 'FOR PRINTING')).body.data).toMatchObject({
      status: 'FOR PRINTING',
    });
    expect(await steps.next(registrar, id)).toEqual(['PRINTED', 'REJECTED']);
  });
});
