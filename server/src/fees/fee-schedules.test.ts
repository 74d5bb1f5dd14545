import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeSchedules } from '../db/fees-schema';
import { ConfigError } from '../env';
import { allDefinitions } from '../modules/applications/application-definitions';
import { filedApplication } from '../modules/assessment/assessment-test-kit';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/payments-test-kit';
import { staffBearer } from '../modules/staff/staff-test-kit';
import { DEFAULT_FEE_SCHEDULE_FILE } from './fee-schedule-file';
import { createFeeSchedules } from './fee-schedules';

const SHIPPED = readFileSync(DEFAULT_FEE_SCHEDULE_FILE, 'utf8');
// The shipped schedule with the mayor's permit fee at ₱750 instead of ₱500.
const RAISED = SHIPPED.replace(
  "code: MAYORS_PERMIT\n    label: Mayor's permit fee\n    amount: '500.00'",
  "code: MAYORS_PERMIT\n    label: Mayor's permit fee\n    amount: '750.00'",
);
const file = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'fees-')), 'fee-schedule.yaml');
  writeFileSync(path, text);
  return path;
};

let t: PaymentsTestApp;
let treasury: string;
let operator: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasury = await staffBearer(t, ['treasury']);
  operator = await staffBearer(t, ['operator']);
});
afterAll(() => t.close());

const fees = (path?: string) => createFeeSchedules({ db: t.db, file: path, definitions: allDefinitions() });
const computedTotal = async (applicationId: number) =>
  (
    (await (
      await t.request('GET', `/api/v1/staff/applications/${String(applicationId)}/assessment`, {
        Authorization: treasury,
      })
    ).json()) as { data: { total: number } }
  ).data.total;

describe('FEE_SCHEDULE_FILE at start', () => {
  it('stops the server with one line naming a field no definition has', () => {
    const wrong = file(SHIPPED.replace('base: capital_amount', 'base: capitol_amount'));
    expect(() => fees(wrong)).toThrow(ConfigError);
    expect(() => fees(wrong)).toThrow(
      /^FEE_SCHEDULE_FILE \S+: rules\.bpls-new-capital\.lines\[0\]\.base: capitol_amount is not a field of e2e-business-permit-new$/,
    );
  });

  it('is stored once as the version in use, and again only when the file changed', async () => {
    expect(RAISED).not.toBe(SHIPPED);
    const shipped = fees(file(SHIPPED));
    await shipped.takeFile();
    await fees(file(SHIPPED)).takeFile();
    expect((await t.db.select().from(feeSchedules)).map((r) => r.origin)).toEqual(['file']);
    const raised = fees(file(RAISED));
    await raised.takeFile();
    expect((await raised.shown()).source).toBe(RAISED);
    expect((await t.db.select().from(feeSchedules)).map((r) => r.origin)).toEqual(['file', 'file']);
    // Back to the shipped file: taken again (it differs from the last one taken from the file).
    await shipped.takeFile();
    expect((await shipped.shown()).source).toBe(SHIPPED);
  });

  it('refuses to start when the version in use no longer fits the definitions', async () => {
    const broken = SHIPPED.replace('base: gross_amount', 'base: gross_sales');
    await t.db.insert(feeSchedules).values({ source: broken, sourceSha256: 'x', origin: 'cli' });
    await expect(fees(file(SHIPPED)).takeFile()).rejects.toThrow(/gross_sales is not a field of/);
    await t.db.insert(feeSchedules).values({ source: SHIPPED, sourceSha256: 'x', origin: 'cli' });
  });
});

describe('a new schedule stored while the portal runs', () => {
  it('is used by the next assessment on every instance, without a restart', async () => {
    const app = await filedApplication(t, await t.payer());
    const before = await computedTotal(app.id);
    const other = fees(); // another instance, started before the change
    await other.current();
    const stored = await fees().store(RAISED, 'cli');
    expect(stored.ok).toBe(true);
    expect(await computedTotal(app.id)).toBe(before + 25_000);
    expect((await other.current()).fees.find((f) => f.code === 'MAYORS_PERMIT')?.amount).toBe(75_000);
  });

  it('is refused whole, with every problem, when it is wrong', async () => {
    const count = (await t.db.select().from(feeSchedules)).length;
    const refused = await fees().store(
      `${SHIPPED}\n  extra:\n    lines: [{ code: X, label: X, base: income, rate_percent: 'ten' }]\n`,
      'cli',
    );
    expect(refused).toEqual({
      ok: false,
      problems: ['rules.extra.lines[0].rate_percent: a percent such as "2"'],
    });
    expect((await fees().store('rules: [', 'cli')).ok).toBe(false);
    expect(await t.db.select().from(feeSchedules)).toHaveLength(count);
  });
});

describe('/api/v1/staff/fee_schedule', () => {
  const put = (auth: string, body: unknown) =>
    t.request(
      'PUT',
      '/api/v1/staff/fee_schedule',
      { Authorization: auth, 'Content-Type': 'application/json' },
      JSON.stringify(body),
    );

  it('shows the version in use, and stores a checked one (fees.edit: the operator role)', async () => {
    const shown = await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: operator });
    expect(await shown.json()).toMatchObject({ data: { origin: 'cli', source: RAISED } });

    const wrong = await put(operator, { source: SHIPPED.replace('base: capital_amount', 'base: capital') });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      errors: {
        source: ['rules.bpls-new-capital.lines[0].base: capital is not a field of e2e-business-permit-new'],
      },
    });
    const empty = await put(operator, {});
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      errors: {
        source: expect.arrayContaining(['the file must be a mapping with soa_expiry, fees and rules']),
      },
    });

    const stored = await put(operator, { source: SHIPPED });
    expect(stored.status).toBe(200);
    const { data } = (await stored.json()) as { data: { version: number } };
    expect(
      await (await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: treasury })).json(),
    ).toMatchObject({
      data: { version: data.version, origin: expect.stringMatching(/^staff:\d+$/), source: SHIPPED },
    });
  });

  it('checks a text without storing it: every problem named, or valid (issue 28, the console)', async () => {
    const check = (body: unknown) =>
      t.request(
        'POST',
        '/api/v1/staff/fee_schedule/check',
        { Authorization: operator, 'Content-Type': 'application/json' },
        JSON.stringify(body),
      );
    const before = (
      (await (await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: operator })).json()) as {
        data: { version: number };
      }
    ).data.version;
    const wrong = await check({
      source: SHIPPED.replace("amount: '500.00'\n    fund: TF", "amount: 'lots'\n    fund: XF"),
    });
    expect(wrong.status).toBe(422);
    // The fire safety fee's place among the fees, whatever other fees the schedule lists.
    expect(((await wrong.json()) as { errors: { source: string[] } }).errors.source).toEqual([
      expect.stringMatching(/^fees\[\d+\]\.amount: "lots" is not an amount$/),
      expect.stringMatching(/^fees\[\d+\]\.fund: XF is not a fund \(GF, SEF, TF\)$/),
    ]);
    const right = await check({ source: SHIPPED });
    expect(right.status).toBe(200);
    expect(((await right.json()) as { data: { valid: boolean } }).data.valid).toBe(true);
    const after = (
      (await (await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: operator })).json()) as {
        data: { version: number };
      }
    ).data.version;
    expect(after).toBe(before);
    expect(
      (await t.request('POST', '/api/v1/staff/fee_schedule/check', { Authorization: treasury })).status,
    ).toBe(403);
  });

  it('is read by assessors but changed only with fees.edit: licensing 403, a resident 403, nobody 401', async () => {
    const read = await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: treasury });
    expect(read.status).toBe(200);
    expect((await put(treasury, { source: SHIPPED })).status).toBe(403);
    const licensing = await staffBearer(t, ['licensing']);
    expect((await t.request('GET', '/api/v1/staff/fee_schedule', { Authorization: licensing })).status).toBe(
      403,
    );
    expect((await put(licensing, { source: SHIPPED })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/staff/fee_schedule', (await t.payer()).auth)).status).toBe(403);
    expect((await t.request('GET', '/api/v1/staff/fee_schedule')).status).toBe(401);
  });
});
