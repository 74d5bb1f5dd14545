import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedDocuments } from '../../db/documents-schema';
import { collidingLines, drawnTexts } from '../../documents/pdf/pdf-text-test-kit';
import { readZip, sheetCells } from '../../documents/xlsx/xlsx-test-kit';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { filedApplication, payable } from '../assessment/assessment-test-kit';
import { createAssessmentService } from '../assessment/assessment.service';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff } from '../staff/staff-test-kit';
import { manilaDay } from './collection-channels';

// Issue 28: the Abstract of Collections of a day (and of a collector), printed through the
// document service and downloaded as XLSX, its totals those of the day's collections report.

let t: PaymentsTestApp;
let treasurer: string;
let day: string;
const FEE = 2_500;

interface Totals {
  count: number;
  amount: number;
  convenience_fee: number;
  funds: Record<string, number>;
  remittances: { agency: string; amount: number }[];
}
const api = (method: string, path: string, body?: unknown) =>
  t.request(
    method,
    `/api/v1/staff/treasury/${path}`,
    { Authorization: treasurer, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
const report = async () =>
  ((await (await api('GET', `collections?date=${day}`)).json()) as { data: { totals: Totals } }).data.totals;

async function paidOnline(amount: number, subject: Record<string, unknown> = {}) {
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, amount, subject);
  await t.payAtGateway((await t.checkoutFor(txn.id, payer.auth)).id);
  return (await t.transaction(txn.id))?.officialReceiptNumber ?? '';
}

const receipts: string[] = [];
beforeAll(async () => {
  t = await createPaymentsTestApp();
  const member = await signedInStaff(t, ['treasury'], 'Teresa Tesorero');
  treasurer = `Bearer ${member.token}`;
  day = manilaDay(t.clock.now());
  // A fee (General Fund), real property tax (General and Special Education Funds), and a new
  // business permit (its fire safety fee the BFP's, in the Trust Fund).
  receipts.push(await paidOnline(48_050));
  receipts.push(
    await paidOnline(90_000, {
      kind: 'rpt_quarters',
      owner_id: 'X',
      basic_bp: 200,
      sef_bp: 100,
      properties: [],
    }),
  );
  const schedule = fixedSchedule(loadFeeSchedule());
  const assessment = createAssessmentService({ db: t.db, now: t.clock.now, schedule });
  const payer = await t.payer();
  const permit = await filedApplication(t, payer);
  payable(await assessment.assess(permit.id, {}, 'staff:7'));
  await t.payAtGateway((await t.checkoutFor(permit.transactionId, payer.auth)).id);
  receipts.push((await t.transaction(permit.transactionId))?.officialReceiptNumber ?? '');
});
afterAll(() => t.close());

describe('the Abstract of Collections as XLSX', () => {
  it("opens as a workbook whose rows are the day's receipts and whose totals are the report's", async () => {
    const res = await api('GET', `abstract/xlsx?date=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('Content-Disposition')).toContain(`abstract-of-collections-${day}.xlsx`);
    const files = readZip(new Uint8Array(await res.arrayBuffer()));
    const cells = sheetCells(files.get('xl/worksheets/sheet1.xml') ?? '');
    const values = [...cells.entries()];
    const headings = values.filter(([ref]) => /^[A-Z]+7$/.test(ref)).map(([, v]) => v);
    expect(headings).toEqual([
      'Date',
      'Time',
      'OR number',
      'Payor',
      'Nature of collection',
      'GF · General Fund',
      'SEF · Special Education Fund',
      'TF · Trust Fund',
      'Remit to',
      'Total',
    ]);
    for (const or of receipts) expect(values.some(([, v]) => v === or)).toBe(true);
    // The totals row: 'Total' in column A (the heading row's 'Total' is in column J).
    const n = values.find(([ref, v]) => ref.startsWith('A') && v === 'Total')?.[0].slice(1) ?? '';
    expect(Number(n)).toBeGreaterThan(7 + receipts.length);
    const centavos = (column: string) => Math.round(Number(cells.get(`${column}${n}`)) * 100);
    const totals = await report();
    expect(centavos('F')).toBe(totals.funds.GF);
    expect(centavos('G')).toBe(totals.funds.SEF);
    expect(centavos('H')).toBe(totals.funds.TF);
    expect(centavos('J')).toBe(totals.amount);
    expect(totals.amount).toBe(48_050 + 90_000 + 157_500);
    // What is remitted, and the fee that is not the LGU's, under the totals.
    expect(values.some(([, v]) => v === 'Of which held in trust and remitted to the BFP')).toBe(true);
    expect(totals.convenience_fee).toBe(3 * FEE);
  });

  it("is one collector's when asked, and refuses a collector who collected nothing that day", async () => {
    const online = await api('GET', `abstract/xlsx?date=${day}&collector=online:sandbox`);
    expect(online.status).toBe(200);
    const cells = sheetCells(
      readZip(new Uint8Array(await online.arrayBuffer())).get('xl/worksheets/sheet1.xml') ?? '',
    );
    expect(cells.get('B4')).toBe("The portal's e-payment (sandbox)");
    expect((await api('GET', `abstract/xlsx?date=${day}&collector=staff:999`)).status).toBe(422);
  });
});

describe('the Abstract of Collections printed', () => {
  const abstractsOf = () =>
    t.db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.kind, 'abstract-of-collections')));

  it('is a document of the document service: numbered, its receipts and totals drawn, nothing over anything', async () => {
    const res = await api('POST', 'abstract/print', { date: day });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const texts = await drawnTexts(new Uint8Array(await res.arrayBuffer()));
    const drawn = texts.map((d) => d.text);
    expect(drawn).toContain('Abstract of Collections');
    expect(drawn.some((d) => /^Abstract No\. AC-\d{4}-000001$/.test(d))).toBe(true);
    for (const or of receipts) expect(drawn).toContain(or);
    for (const heading of ['GF (pesos)', 'SEF (pesos)', 'TF (pesos)', 'Total (pesos)'])
      expect(drawn).toContain(heading);
    expect(drawn).toContain('2,955.50'); // the day's total, in the totals row
    expect(drawn).toContain('To the BFP');
    expect(drawn).toContain('Teresa Tesorero');
    expect(collidingLines(texts)).toEqual([]);
  });

  it('prints the same receipts as the same document again only with a reason; a changed day is a new one', async () => {
    const again = await api('POST', 'abstract/print', { date: day });
    expect(again.status).toBe(422);
    expect((await api('POST', 'abstract/print', { date: day, reason: 'The first copy jammed' })).status).toBe(
      200,
    );
    expect((await abstractsOf()).map((d) => d.number)).toHaveLength(1);
    receipts.push(await paidOnline(10_000));
    expect((await api('POST', 'abstract/print', { date: day })).status).toBe(200);
    const issued = await abstractsOf();
    expect(issued.map((d) => d.number).sort()).toEqual([issued[0]?.number, issued[1]?.number].sort());
    expect(new Set(issued.map((d) => d.number)).size).toBe(2);
    // Its QR code's page says what it is, with nothing private.
    const verified = await t.request('GET', `/api/v1/documents/verify/${issued[1]?.verifyCode ?? ''}`);
    const { data } = (await verified.json()) as {
      data: { title: { en: string }; fields: { value: string }[] };
    };
    expect(data.title.en).toBe('Abstract of Collections');
    expect(data.fields.map((f) => f.value)).toContain('All collectors');
  });
});

describe("a month's collections by day", () => {
  it('gives every day of the month, the day of the report with its count and total', async () => {
    const res = await api('GET', `collections/month?month=${day.slice(0, 7)}`);
    const { data } = (await res.json()) as {
      data: { days: { day: string; count: number; amount: number }[] };
    };
    const month = Number(day.slice(5, 7));
    const year = Number(day.slice(0, 4));
    expect(data.days).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
    const totals = await report();
    expect(data.days.find((d) => d.day === day)).toEqual({ day, count: totals.count, amount: totals.amount });
    expect(data.days.filter((d) => d.day !== day).every((d) => d.count === 0)).toBe(true);
    expect((await api('GET', 'collections/month?month=2026-13')).status).toBe(422);
  });
});
