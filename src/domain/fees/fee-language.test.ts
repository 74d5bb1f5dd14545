import { describe, expect, it } from 'vitest';
import { assessApplication } from './assess-application';
import { UnpricedChoiceError } from './fee-charges';
import { FeeScheduleError, parseFeeSchedule } from './fee-schedule';

// The fee language (docs/fee-schedule.md) as a treasurer would write the Local Government Code's
// community tax, a civil registry copy, a health certificate's laboratory fees and a free kind.
const schedule = parseFeeSchedule({
  fees: [],
  rules: {
    'cedula-individual': {
      lines: [
        { code: 'BASIC', label: 'Basic community tax', amount: '5.00' },
        {
          code: 'ADDITIONAL',
          label: 'Additional community tax',
          base: ['business_gross_receipts', 'salaries', 'real_property_income'],
          base_label: 'income',
          per: { every: '1000.00', amount: '1.00' },
          max: '5000.00',
        },
        {
          code: 'INTEREST',
          label: 'Interest',
          base_lines: ['BASIC', 'ADDITIONAL'],
          base_label: 'community tax',
          interest_percent_a_month: '2',
          from: '03-01',
        },
      ],
    },
    'cedula-corporation': {
      lines: [
        { code: 'BASIC', label: 'Basic community tax', amount: '500.00' },
        {
          code: 'ADDITIONAL',
          label: 'Additional community tax',
          base: ['assessed_real_property', 'gross_receipts'],
          base_label: 'real property and gross receipts',
          per: { every: '5000.00', amount: '2.00' },
          max: '10000.00',
        },
      ],
    },
    'civil-registry-copy': {
      lines: [
        {
          code: 'COPY',
          label: 'Certified copy',
          table: {
            option: 'copy_type',
            quantity: 'number_of_copies',
            prices: { FRONT: '50.00', BACK: '50.00', 'FRONT AND BACK': '100.00' },
          },
        },
        { code: 'LCR_FORM_1A', label: 'LCR Form 1-A', amount: '100.00', when: 'lcr_form_1a=1' },
      ],
    },
    'health-certificate': {
      lines: [
        {
          code: 'LAB',
          label: 'Laboratory',
          per_item: {
            field: 'lab_tests',
            prices: {
              STOOL: { label: 'Stool examination', amount: '60.00' },
              SPUTUM: { label: 'Sputum examination', amount: '80.00' },
              DRUG_TEST: { label: 'Drug test', amount: '300.00' },
              GRAM_STAIN: { label: 'Gram stain', amount: '100.00' },
              XRAY: { label: 'Chest x-ray', amount: '250.00' },
            },
          },
        },
        { code: 'CERTIFICATE', label: 'Health certificate fee', amount: '150.00' },
      ],
    },
    'senior-citizen': { no_fee: true },
  },
});

const manila = (day: string) => new Date(`${day}T09:00:00+08:00`);
const JANUARY = manila('2026-01-15');
const amounts = (rule: string, payload: Record<string, unknown>, at = JANUARY) =>
  assessApplication(schedule, rule, payload, undefined, at).lines.map((l) => [l.code, l.amount]);

describe('LGC §157: an individual pays ₱5 and ₱1 for every ₱1,000 of income, the additional at most ₱5,000', () => {
  it('charges ₱5.00 on no income', () => {
    const { lines, total } = assessApplication(schedule, 'cedula-individual', {}, undefined, JANUARY);
    expect(lines).toEqual([
      { code: 'BASIC', label: 'Basic community tax', basis: 'Fixed fee', amount: 500 },
      {
        code: 'ADDITIONAL',
        label: 'Additional community tax',
        basis: '₱1.00 for every ₱1,000.00 of ₱0.00 income',
        amount: 0,
      },
    ]);
    expect(total).toBe(500);
  });

  it('counts whole thousands of the three incomes together', () => {
    // ₱150,000 + ₱99,999.99 + ₱0 = ₱249,999.99: 249 whole thousands → ₱249.00; with ₱5 → ₱254.00.
    const payload = { business_gross_receipts: '150000.00', salaries: '99999.99', real_property_income: '0' };
    expect(amounts('cedula-individual', payload)).toEqual([
      ['BASIC', 500],
      ['ADDITIONAL', 24_900],
    ]);
  });

  it('stops the additional tax at ₱5,000.00', () => {
    // ₱5,000,000 is 5,000 thousands: exactly the cap. ₱7,250,000 would be ₱7,250: held at ₱5,000.
    expect(amounts('cedula-individual', { salaries: '5000000.00' })).toEqual([
      ['BASIC', 500],
      ['ADDITIONAL', 500_000],
    ]);
    const capped = assessApplication(
      schedule,
      'cedula-individual',
      { salaries: '7250000' },
      undefined,
      JANUARY,
    );
    expect(capped.lines[1]).toMatchObject({
      amount: 500_000,
      basis: '₱1.00 for every ₱1,000.00 of ₱7,250,000.00 income, at most ₱5,000.00',
    });
    expect(capped.total).toBe(500_500);
  });
});

describe('LGC §158: a corporation pays ₱500 and ₱2 for every ₱5,000, the additional at most ₱10,000', () => {
  it('counts whole ₱5,000s of real property and gross receipts together', () => {
    // ₱1,000,000 + ₱2,499,999 = ₱3,499,999: 699 × ₱2 = ₱1,398.00; total ₱1,898.00.
    const payload = { assessed_real_property: '1000000', gross_receipts: '2499999' };
    expect(assessApplication(schedule, 'cedula-corporation', payload).total).toBe(189_800);
  });

  it('stops the additional tax at ₱10,000.00', () => {
    // ₱25,000,000 is 5,000 × ₱2: the cap exactly. ₱30,000,000 would be ₱12,000: held at ₱10,000.
    expect(amounts('cedula-corporation', { assessed_real_property: '25000000' })).toEqual([
      ['BASIC', 50_000],
      ['ADDITIONAL', 1_000_000],
    ]);
    const payload = { assessed_real_property: '20000000', gross_receipts: '10000000' };
    expect(assessApplication(schedule, 'cedula-corporation', payload).total).toBe(1_050_000);
  });
});

describe('§9 late interest: from March, the tax × the month number × 2%', () => {
  const income = { salaries: '100000.00' }; // ₱5 + ₱100 = ₱105.00

  it('adds none in February, to its last minute', () => {
    const { lines, total } = assessApplication(
      schedule,
      'cedula-individual',
      income,
      undefined,
      new Date('2026-02-28T23:59:00+08:00'),
    );
    expect(lines.map((l) => l.code)).toEqual(['BASIC', 'ADDITIONAL']);
    expect(total).toBe(10_500);
  });

  it('adds 3 × 2% on the first of March and 4 × 2% in April', () => {
    // ₱105 × 3 × 0.02 = ₱6.30; ₱105 × 4 × 0.02 = ₱8.40.
    const march = assessApplication(schedule, 'cedula-individual', income, undefined, manila('2026-03-01'));
    expect(march.lines[2]).toEqual({
      code: 'INTEREST',
      label: 'Interest',
      basis: '2% a month × 3 (March) of ₱105.00 community tax',
      amount: 630,
    });
    const april = assessApplication(schedule, 'cedula-individual', income, undefined, manila('2026-04-10'));
    expect(april.lines[2]?.amount).toBe(840);
    expect(april.total).toBe(11_340);
  });

  it('reads the month in Manila: 1 March 00:30 there is still February in UTC', () => {
    const at = new Date('2026-03-01T00:30:00+08:00');
    expect(assessApplication(schedule, 'cedula-individual', income, undefined, at).total).toBe(11_130);
  });
});

describe('a surcharge from a day of the year', () => {
  // A business tax paid after 20 January carries a 25% surcharge (LGC §168's ceiling).
  const late = parseFeeSchedule({
    fees: [],
    rules: {
      renewal: {
        lines: [
          { code: 'TAX', label: 'Business tax', base: 'gross_amount', rate_percent: '1' },
          { code: 'SURCHARGE', label: 'Surcharge', base_lines: ['TAX'], rate_percent: '25', from: '01-21' },
        ],
      },
    },
  });
  const total = (day: string) =>
    assessApplication(late, 'renewal', { gross_amount: '100000' }, undefined, manila(day)).total;

  it('adds nothing through 20 January and 25% of the tax from the 21st', () => {
    // 1% of ₱100,000 = ₱1,000; with the surcharge ₱1,250.
    expect(total('2026-01-20')).toBe(100_000);
    expect(total('2026-01-21')).toBe(125_000);
    expect(total('2026-07-01')).toBe(125_000);
  });
});

describe('a price table by option × quantity, and a line with a condition', () => {
  it('charges two FRONT AND BACK copies and the LCR Form 1-A', () => {
    const payload = { copy_type: 'FRONT AND BACK', number_of_copies: '2', lcr_form_1a: '1' };
    const { lines, total } = assessApplication(schedule, 'civil-registry-copy', payload);
    expect(lines).toEqual([
      { code: 'COPY', label: 'Certified copy', basis: '2 × FRONT AND BACK at ₱100.00', amount: 20_000 },
      { code: 'LCR_FORM_1A', label: 'LCR Form 1-A', basis: 'Fixed fee', amount: 10_000 },
    ]);
    expect(total).toBe(30_000);
  });

  it('charges one FRONT copy without the form', () => {
    const payload = { copy_type: 'FRONT', number_of_copies: 1, lcr_form_1a: '0' };
    expect(amounts('civil-registry-copy', payload)).toEqual([['COPY', 5_000]]);
  });

  it('refuses a choice the schedule has no price for, rather than charging nothing', () => {
    expect(() => assessApplication(schedule, 'civil-registry-copy', { copy_type: 'MICROFILM' })).toThrow(
      UnpricedChoiceError,
    );
  });
});

describe('a fee per item chosen', () => {
  it('charges each of the five laboratory tests, then the certificate', () => {
    const payload = { lab_tests: ['STOOL', 'SPUTUM', 'DRUG_TEST', 'GRAM_STAIN', 'XRAY'] };
    const { lines, total } = assessApplication(schedule, 'health-certificate', payload);
    expect(lines.map((l) => [l.code, l.label, l.amount])).toEqual([
      ['LAB_STOOL', 'Stool examination', 6_000],
      ['LAB_SPUTUM', 'Sputum examination', 8_000],
      ['LAB_DRUG_TEST', 'Drug test', 30_000],
      ['LAB_GRAM_STAIN', 'Gram stain', 10_000],
      ['LAB_XRAY', 'Chest x-ray', 25_000],
      ['CERTIFICATE', 'Health certificate fee', 15_000],
    ]);
    // ₱60 + ₱80 + ₱300 + ₱100 + ₱250 + ₱150 = ₱940.00
    expect(total).toBe(94_000);
  });

  it('charges only the certificate when no test is chosen', () => {
    expect(assessApplication(schedule, 'health-certificate', { lab_tests: [] }).total).toBe(15_000);
  });
});

describe('a kind with no fee', () => {
  it('owes nothing and says it is free', () => {
    expect(assessApplication(schedule, 'senior-citizen', { first_name: 'LOURDES' })).toEqual({
      lines: [],
      total: 0,
      free: true,
    });
  });
});

describe('the language’s own mistakes', () => {
  it('names each one with its place', () => {
    const broken = () =>
      parseFeeSchedule({
        fees: [],
        rules: {
          a: {
            lines: [
              { code: 'X', label: 'X', amount: '1', rate_percent: '2' },
              { code: 'Y', label: 'Y', per: { every: '0', amount: '1' } },
              { code: 'z', label: 'Z', base_lines: ['NOPE'], rate_percent: '5', from: '13-01' },
              { code: 'W', label: 'W', amount: '5', min: '10', max: '1', colour: 'red' },
            ],
          },
          b: { no_fee: true, fees: [] },
        },
      });
    expect(broken).toThrow(FeeScheduleError);
    try {
      broken();
    } catch (err) {
      expect((err as FeeScheduleError).problems).toEqual([
        'rules.a.lines[0]: one of amount, fee, rate_percent, per, brackets, table, per_item, interest_percent_a_month, quarter_of_annual_tax',
        'rules.a.lines[1].per.every: an amount above zero',
        'rules.a.lines[1]: per needs a base (fields) or base_lines',
        'rules.a.lines[2].code: capitals, digits and _ (up to 40)',
        'rules.a.lines[2].base_lines: NOPE is not a line above',
        'rules.a.lines[2].from: a day of the year as MM-DD, such as "03-01"',
        "rules.a.lines[3].colour: not a line's key",
        'rules.a.lines[3]: min above max',
        'rules.b: no_fee charges nothing, so no fees',
      ]);
    }
  });
});
