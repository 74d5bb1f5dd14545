import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { scheduleFieldProblems } from '@/domain/fees/check-schedule-fields';
import { businessPermitNew } from '@/domain/applications/business-permit-new';
import { ConfigError } from '../../env';
import { loadFeeSchedule } from './assessment-schedule';

describe('the shipped fee schedule', () => {
  const schedule = loadFeeSchedule();

  it('charges a new business §143’s one-twentieth of 1% of its capital, and the four regulatory fees', () => {
    const assessment = assessApplication(schedule, businessPermitNew.fees ?? '', {
      activities: [{ service: 'SARI-SARI STORE', capital_amount: '150000.00' }],
    });
    expect(assessment.lines).toEqual([
      {
        code: 'BUSINESS_TAX_1',
        label: 'Business tax: SARI-SARI STORE',
        basis: '0.05% of ₱150,000.00 capital',
        amount: 7_500,
      },
      { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", basis: 'Fixed fee', amount: 50_000 },
      { code: 'SANITARY', label: 'Sanitary inspection fee', basis: 'Fixed fee', amount: 20_000 },
      { code: 'GARBAGE', label: 'Garbage fee', basis: 'Fixed fee', amount: 30_000 },
      // RA 9514: the BFP's fee, held in the Trust Fund and remitted to it (issue 28).
      {
        code: 'FIRE_SAFETY',
        label: 'Fire safety inspection fee',
        basis: 'Fixed fee',
        amount: 50_000,
        fund: 'TF',
        remitTo: 'BFP',
      },
    ]);
    expect(assessment.total).toBe(157_500);
    expect(schedule.soaExpiry).toEqual({ kind: 'days', days: 20 });
  });

  it.each([
    // §143(a): gross sales → tax, on and beside the bracket edges.
    ['9999.99', 18_150],
    ['10000.00', 24_200],
    ['14999.99', 24_200],
    ['15000.00', 33_275],
    ['480000.00', 605_000],
    ['500000.00', 880_000],
    ['6499999.99', 2_681_250],
    ['6500000.00', 2_437_500],
  ])('a renewal with ₱%s gross sales pays %i centavos of business tax', (gross, tax) => {
    const assessment = assessApplication(schedule, 'bpls-renewal-gross', {
      activities: [{ service: 'BAKERY', gross_amount: gross }],
    });
    expect(assessment.lines[0]?.amount).toBe(tax);
  });
});

describe('the shipped schedule for the other kinds (definitions name their rule)', () => {
  const schedule = loadFeeSchedule();

  it('has a rule for every definition’s fees', async () => {
    const { allDefinitions } = await import('../applications/application-definitions');
    const missing = allDefinitions()
      .flatMap((d) => (d.fees === null ? [] : [d.fees]))
      .filter((rule) => !Object.hasOwn(schedule.rules, rule));
    expect(missing).toEqual([]);
    // …and names only fields those definitions have (the check that stops a server at start).
    expect(scheduleFieldProblems(schedule, allDefinitions())).toEqual([]);
    expect(schedule.rules['bpls-quarterly']?.lines.map((l) => [l.code, l.label, l.charge.kind])).toEqual([
      ['BUSINESS_TAX_1', 'Business tax', 'quarter_of_annual_tax'],
    ]);
  });

  it('a delinquent year: the bracket tax, a 25% surcharge on it, and the year’s fees', () => {
    // ₱480,000 → §143(a) ₱6,050.00; surcharge ₱1,512.50; fees ₱1,500.00 → ₱9,062.50.
    const { lines, total } = assessApplication(schedule, 'bpls-delinquent', {
      year: '2024',
      gross_amount: '480000.00',
    });
    expect(lines.slice(0, 2)).toEqual([
      {
        code: 'BUSINESS_TAX_1',
        label: 'Business tax',
        basis: '₱480,000.00 gross sales: bracket ₱300,000.00 to below ₱500,000.00',
        amount: 605_000,
      },
      { code: 'SURCHARGE', label: 'Surcharge', basis: '25% of ₱6,050.00 tax', amount: 151_250 },
    ]);
    expect(total).toBe(906_250);
  });

  it('a change request pays the amendment fee only; a retirement the tax to the closure and its certificate', () => {
    expect(assessApplication(schedule, 'bpls-change', { change_type: 'TRADE NAME' })).toEqual({
      lines: [{ code: 'AMENDMENT', label: 'Permit amendment fee', basis: 'Fixed fee', amount: 20_000 }],
      total: 20_000,
    });
    // ₱95,000 → ₱1,815.00 + ₱200.00.
    expect(assessApplication(schedule, 'bpls-retirement', { gross_amount: '95000.00' }).total).toBe(201_500);
  });
});

describe('an LGU’s own schedule', () => {
  const file = (text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'fees-')), 'fees.yaml');
    writeFileSync(path, text);
    return path;
  };

  it('is read from its file, YAML or JSON', () => {
    const json = JSON.stringify({
      soa_expiry: { days: 15 },
      fees: [{ code: 'MAYORS_PERMIT', label: 'Permit', amount: '1000' }],
      rules: {
        'bpls-new-capital': {
          tax: { label: 'Tax', base: 'capital_amount', rate_percent: '0.1' },
          fees: ['MAYORS_PERMIT'],
        },
      },
    });
    const schedule = loadFeeSchedule(file(json));
    expect(schedule.soaExpiry).toEqual({ kind: 'days', days: 15 });
    expect(assessApplication(schedule, 'bpls-new-capital', { capital_amount: '100000' }).total).toBe(110_000);
  });

  it('stops the server with every problem when it is wrong or missing', () => {
    expect(() => loadFeeSchedule(file('fees: []\nrules: { x: { tax: { base: capital_amount } } }'))).toThrow(
      /rules\.x\.tax\.label is missing; rules\.x\.tax: rate_percent or brackets/,
    );
    expect(() => loadFeeSchedule('/nowhere/fees.yaml')).toThrow(ConfigError);
  });
});
