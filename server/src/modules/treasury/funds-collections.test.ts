import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { filedApplication, payable } from '../assessment/assessment-test-kit';
import { createAssessmentService } from '../assessment/assessment.service';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { drawnTexts } from '../../documents/pdf/pdf-text-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { manilaDay } from './collection-channels';

// Issue 28: the shipped schedule sends the fire safety inspection fee to the Trust Fund for the
// BFP (RA 9514); the SOA keeps each line's fund, even when the officer adjusts the amounts, and the
// day's collections total by fund and keep the BFP's share apart from the LGU's revenue.

let t: PaymentsTestApp;
let treasurer: string;
let assessment: ReturnType<typeof createAssessmentService>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasurer = await staffBearer(t, ['treasury']);
  assessment = createAssessmentService({
    db: t.db,
    now: t.clock.now,
    schedule: fixedSchedule(loadFeeSchedule()),
  });
});
afterAll(() => t.close());

interface Line {
  nature: { en: string };
  fund: string;
  amount: number;
  remit_to: string | null;
}
interface Report {
  receipts: { transaction_id: number; lines: Line[]; amount: number }[];
  totals: {
    funds: Record<string, number>;
    remittances: { agency: string; amount: number }[];
    natures: Line[];
  };
}

async function paidPermit(lines?: { code: string; label: string; amount: number }[]) {
  const payer = await t.payer();
  const app = await filedApplication(t, payer);
  const input = lines ? { lines, reason: 'Rounded down by the office for the new owner' } : {};
  const { soa } = payable(await assessment.assess(app.id, input, 'staff:7'));
  const checkout = await t.checkoutFor(app.transactionId, payer.auth);
  await t.webhook(checkout.id, 'paid');
  return { ...app, soa, payer };
}

describe('funds from the fee schedule to the collections report', () => {
  it("keeps the schedule's fund on each SOA line, also on an officer's adjusted amounts", async () => {
    const { soa } = await paidPermit([
      { code: 'BUSINESS_TAX_1', label: 'Business tax: SARI-SARI STORE', amount: 7_000 },
      { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", amount: 50_000 },
      { code: 'SANITARY', label: 'Sanitary inspection fee', amount: 20_000 },
      { code: 'GARBAGE', label: 'Garbage fee', amount: 30_000 },
      { code: 'FIRE_SAFETY', label: 'Fire safety inspection fee', amount: 50_000 },
    ]);
    expect(soa.lines.map((l) => [l.code, l.fund ?? 'GF', l.remitTo ?? null])).toEqual([
      ['BUSINESS_TAX_1', 'GF', null],
      ['MAYORS_PERMIT', 'GF', null],
      ['SANITARY', 'GF', null],
      ['GARBAGE', 'GF', null],
      ['FIRE_SAFETY', 'TF', 'BFP'],
    ]);
  });

  it("totals the day by fund and keeps the BFP's fire code fee apart as money to remit", async () => {
    const { transactionId } = await paidPermit();
    const res = await t.request(
      'GET',
      `/api/v1/staff/treasury/collections?date=${manilaDay(t.clock.now())}`,
      {
        Authorization: treasurer,
      },
    );
    const report = ((await res.json()) as { data: Report }).data;
    const receipt = report.receipts.find((r) => r.transaction_id === transactionId);
    expect(receipt?.amount).toBe(157_500);
    expect(receipt?.lines.map((l) => [l.nature.en, l.fund, l.amount, l.remit_to])).toEqual([
      ['Business tax: SARI-SARI STORE', 'GF', 7_500, null],
      ["Mayor's permit fee", 'GF', 50_000, null],
      ['Sanitary inspection fee', 'GF', 20_000, null],
      ['Garbage fee', 'GF', 30_000, null],
      ['Fire safety inspection fee', 'TF', 50_000, 'BFP'],
    ]);
    // Both permits of the day (the first adjusted to ₱1,570.00): ₱1,000.00 for the BFP in all.
    expect(report.totals.funds).toEqual({ GF: 107_000 + 107_500, TF: 100_000 });
    expect(report.totals.remittances).toEqual([{ agency: 'BFP', amount: 100_000 }]);
    expect(report.totals.natures.filter((n) => n.remit_to === 'BFP')).toEqual([
      {
        nature: expect.objectContaining({ en: 'Fire safety inspection fee' }),
        fund: 'TF',
        amount: 100_000,
        remit_to: 'BFP',
      },
    ]);
  });

  it('prints each nature of collection on the e-receipt with its fund code, the BFP line as remitted', async () => {
    const { transactionId, payer } = await paidPermit();
    const res = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${String(transactionId)}/receipt.pdf`,
      payer.auth,
    );
    expect(res.status).toBe(200);
    const drawn = (await drawnTexts(new Uint8Array(await res.arrayBuffer()))).map((d) => d.text).join('\n');
    expect(drawn).toContain("Mayor's permit fee\nGF · General Fund");
    expect(drawn).toContain('Fire safety inspection fee\nTF · Trust Fund · remitted to the BFP');
  });
});
