import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definition } from '@/domain/applications/kinds/tax-clearance';
import { VALID_TAX_CLEARANCE } from '@/domain/applications/kinds/tax-clearance.vectors';
import { manilaDateParts } from '@/domain/format/manila-date';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import { rptProperties } from '../../db/property-tax-schema';
import { DEMO_RPT_OWNERS } from '../../db/seed/demo-rpt';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { kindJourney } from '../kind-journey-test-kit';

// The real property tax clearance (issue 27): its definition, its fee rule, its document entry and
// these tests. Filing is refused while the roll shows a quarter of the owner's unpaid (the
// property-tax module's pre-check, which stores the roll it cleared), so it goes straight to the
// treasury's assessor, who returns it for correction or assesses it (₱100.00); paid, it is issued.

let t: PaymentsTestApp;
let journey: ReturnType<typeof kindJourney>;
let treasury: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  journey = kindJourney(t, definition.route);
  treasury = await staffBearer(t, ['treasury']);
});
afterAll(() => t.close());

// The check reads the current quarter (Manila) on the clock the app runs by.
const { year: Y, month } = manilaDateParts(new Date());
const Q = Math.ceil(month / 3);
const LAST_DAY = new Date(Date.UTC(Y, Q * 3, 0)).toISOString().slice(0, 10);
const FILE = `/api/v1/taxpayers/application_kinds/${definition.route}/applications`;

/** Sets how far the roll shows an owner's properties paid (quarter index), as an import would. */
const rollPaidThrough = (owner: string, through: number) =>
  t.db.update(rptProperties).set({ importedPaidThrough: through }).where(eq(rptProperties.ownerId, owner));
describe('a real property tax clearance, as an owner gets one', () => {
  it('is refused while a quarter is unpaid, filed once the roll shows it paid, returned, resubmitted, assessed, paid and issued', async () => {
    const owner = DEMO_RPT_OWNERS.delinquent;
    const payer = await t.payer();
    const answers = {
      ...VALID_TAX_CLEARANCE,
      owner_id: owner,
      requirements: { valid_id: await journey.upload(payer) },
    };

    const refused = await journey.call('POST', FILE, payer.auth, answers);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.owner_id?.[0]).toMatch(
      new RegExp(
        `^A tax clearance needs every property of owner ${owner} paid through Q${Q} ${Y}\\. Not paid yet: PIN `,
      ),
    );

    // The owner pays: the roll shows every property paid through this quarter.
    await rollPaidThrough(owner, quarterIndex(Y, Q));
    const filed = await journey.call('POST', FILE, payer.auth, answers);
    expect(filed.status).toBe(201);
    // The roll is the check: accepted at once, to the treasury's assessor.
    expect(filed.body.data).toMatchObject({ attributes: { status: 'FOR ASSESSMENT (TREASURY)' } });
    const id = String(filed.body.data.id);
    const transactionId = Number(
      (filed.body.data.relationships as { transaction_history: { data: { id: string } } }).transaction_history
        .data.id,
    );

    // The treasury returns it: the purpose is to be said in full.
    const returned = await journey.call('POST', `/api/v1/staff/applications/${id}/moves`, treasury, {
      to: 'FOR RESUBMISSION',
      reason: 'Say what the clearance is for.',
    });
    expect(returned.status).toBe(200);
    // Resubmitted by §7.2's path while the roll shows a quarter unpaid again: refused, still returned.
    await rollPaidThrough(owner, quarterIndex(Y, Q) - 1);
    const resubmit = `/api/v1/taxpayers/rptax_clearance/${String(transactionId)}/resubmit`;
    const correction = { purpose: 'Others', purpose_details: 'Sale of the lot' };
    const early = await journey.call('PUT', resubmit, payer.auth, correction);
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors ?? {})).toEqual(['owner_id']);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'FOR RESUBMISSION' });
    await rollPaidThrough(owner, quarterIndex(Y, Q));
    const again = await journey.call('PUT', resubmit, payer.auth, correction);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ attributes: { status: 'FOR ASSESSMENT (TREASURY)' } });

    const computed = await journey.call('GET', `/api/v1/staff/applications/${id}/assessment`, treasury);
    expect(computed.body.data).toMatchObject({ lines: [{ code: 'CLEARANCE_FEE', amount: 10_000 }] });
    const assessed = await journey.call('POST', `/api/v1/staff/applications/${id}/assess`, treasury);
    expect(assessed.status).toBe(200);
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 10_000,
    });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('RELEASED'));

    const { fileName, printed, code } = await journey.document(payer, id);
    expect(fileName).toMatch(/real-property-tax-clearance-RPTC-\d{4}-\d{6}\.pdf/);
    for (const words of [
      'REAL PROPERTY TAX CLEARANCE',
      'PEDRO REYES',
      `Q${Q} ${Y}`,
      '120-01-001-003-001, AR-03-00001, LAND, POBLACION, PHP 75,000.00',
      '120-01-001-003-002, AR-03-00002, BUILDING, POBLACION, PHP 120,000.00',
      'Tax clearance fee',
      'Issued online',
    ])
      expect(printed).toContain(words);
    // §5 keeps a purpose as typed (not upper-cased).
    expect(printed).toMatch(/Purpose\nSale of the lot/);

    const verified = await journey.verify(code);
    expect(verified).toMatchObject({
      kind: 'real-property-tax-clearance',
      valid: true,
      valid_until: LAST_DAY,
      fields: [
        { label: { en: 'Owner' }, value: 'PEDRO REYES' },
        { label: { en: 'Paid through' }, value: `Q${Q} ${Y}` },
      ],
    });
    // Nothing of the properties on the public page.
    expect(JSON.stringify(verified)).not.toMatch(/120-01|POBLACION|75,000/);
  });
});
