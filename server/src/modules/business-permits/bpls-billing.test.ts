import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_OHP_NEW } from '@/domain/applications/kinds/occupational-health-new.vectors';
import { openApiDocument } from '../docs/openapi.routes';
import { createBillingTestApp, type BillingTestApp } from '../business-tax/billing-test-kit';

// §7.3's GET occupational_health_permits/inquire_bpls_billing (its answer "not shown";
// docs/decisions.md): what the city's business billing says of the business an occupational health
// permit names as the employer, and the pre-check that an employer's BIN is one the billing knows.

const INQUIRE = '/v1/taxpayers/occupational_health_permits/inquire_bpls_billing';

let t: BillingTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createBillingTestApp();
  ({ headers } = await t.signIn());
});
afterAll(() => t.close());

const inquire = async (bin: string, auth = headers) => {
  const res = await t.get(INQUIRE, { bin }, auth);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET occupational_health_permits/inquire_bpls_billing', () => {
  it("answers the business's name, its owner masked and this year's billing, never an amount", async () => {
    const bin = t.newBin();
    await t.addBills([
      {
        source: 'API',
        bin,
        year: t.year - 1,
        period: 0,
        amount: 500_000,
        accountName: 'OLD NAME',
        paidTransactionId: 0,
      },
      {
        source: 'API',
        bin,
        year: t.year,
        period: 1,
        amount: 250_000,
        accountName: 'KAINAN NI ALING ANA',
        ownerName: 'ANA REYES',
        paidTransactionId: 0,
      },
      {
        source: 'API',
        bin,
        year: t.year,
        period: 2,
        amount: 250_000,
        accountName: 'KAINAN NI ALING ANA',
        ownerName: 'ANA REYES',
      },
    ]);
    const { status, body } = await inquire(bin.toLowerCase());
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        type: 'bpls_billings',
        id: bin,
        attributes: {
          bin,
          business_name: 'KAINAN NI ALING ANA',
          owner_name: 'A*** R***',
          year: t.year,
          billing_status: 'UNPAID',
        },
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/2500|250000|amount/);
  });

  it('says PAID once every bill of the year is paid, and NOT YET BILLED for a business billed only before', async () => {
    const paid = t.newBin();
    const old = t.newBin();
    await t.addBills([
      { source: 'CSV', bin: paid, year: t.year, period: 0, amount: 100_000, paidTransactionId: 0 },
      { source: 'CSV', bin: old, year: t.year - 1, period: 0, amount: 100_000 },
    ]);
    expect((await inquire(paid)).body).toMatchObject({ data: { attributes: { billing_status: 'PAID' } } });
    expect((await inquire(old)).body).toMatchObject({
      data: { attributes: { billing_status: 'NOT YET BILLED' } },
    });
  });

  it('answers data null for a BIN no bill names, 422 for one badly written, 401 signed out', async () => {
    expect(await inquire(t.newBin())).toEqual({ status: 200, body: { data: null } });
    const bad = await inquire('12345');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['bin']);
    expect(String(bad.body.message)).toContain('Business Identification Number (BIN)');
    expect((await t.get(INQUIRE, { bin: t.newBin() })).status).toBe(401);
  });

  it('is in the OpenAPI catalogue, signed in, with its query', () => {
    const op = openApiDocument('test').paths[`/api${INQUIRE}`]?.get as Record<string, unknown> | undefined;
    expect(op).toMatchObject({ security: [{ bearer: [] }], parameters: [{ name: 'bin', in: 'query' }] });
  });
});

describe('an occupational health permit names an employer the business billing knows', () => {
  const file = (payload: Record<string, unknown>) =>
    t.post('/v1/taxpayers/application_kinds/occupational-health-new/applications', payload, headers);

  it('is refused on the BIN when no bill names it, and filed when one does', async () => {
    const unknown = await file({ ...VALID_OHP_NEW, employer_bin: t.newBin() });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      employer_bin: [
        "No business with this BIN is in the city's business billing (BPLS). Check the BIN with the business.",
      ],
    });
    const bin = t.newBin();
    await t.addBills([{ source: 'API', bin, year: t.year, period: 0, amount: 100_000 }]);
    // The upload named is a placeholder: the BIN passed, the next check is the upload's.
    const known = await file({ ...VALID_OHP_NEW, employer_bin: bin });
    expect(Object.keys(((await known.json()) as { errors?: object }).errors ?? {})).not.toContain(
      'employer_bin',
    );
  });

  it('leaves a BIN badly written to the form’s rule', async () => {
    const bad = await file({ ...VALID_OHP_NEW, employer_bin: '12' });
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.employer_bin?.[0]).toMatch(
      /BIN/,
    );
  });
});
