import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessApplication } from './assess-application';
import { parseFeeSchedule } from './fee-schedule';

// Issue 18's shorthand and the same rules written as lines (as server/config/fee-schedule.yaml now
// is): for any payload, the same lines, labels, bases and amounts.
const fees = [
  { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", amount: '500.00' },
  { code: 'FIRE_SAFETY', label: 'Fire safety inspection fee', amount: '500.00' },
];
const brackets = [
  { below: '10000.00', amount: '181.50' },
  { below: '6500000.00', amount: '26812.50' },
  { rate_percent: '0.375' },
];
const perActivity = { group: 'activities', named_by: ['service', 'line_of_business'] };

const shorthand = parseFeeSchedule({
  fees,
  rules: {
    capital: {
      tax: { label: 'Business tax', base: 'capital_amount', rate_percent: '0.05' },
      fees: ['MAYORS_PERMIT'],
    },
    gross: {
      tax: { label: 'Business tax', base: 'gross_amount', brackets },
      fees: ['FIRE_SAFETY', 'MAYORS_PERMIT'],
    },
    late: {
      tax: { label: 'Business tax', base: 'gross_amount', brackets },
      surcharge_percent: '25',
      fees: [],
    },
    quarterly: { quarter_of_annual_tax: { label: 'Business tax' }, fees: [] },
  },
});
const lines = parseFeeSchedule({
  fees,
  rules: {
    capital: {
      lines: [
        {
          code: 'BUSINESS_TAX',
          label: 'Business tax',
          for_each: perActivity,
          base: 'capital_amount',
          base_label: 'capital',
          rate_percent: '0.05',
        },
      ],
      fees: ['MAYORS_PERMIT'],
    },
    gross: {
      lines: [
        {
          code: 'BUSINESS_TAX',
          label: 'Business tax',
          for_each: perActivity,
          base: 'gross_amount',
          base_label: 'gross sales',
          brackets,
        },
      ],
      fees: ['FIRE_SAFETY', 'MAYORS_PERMIT'],
    },
    late: {
      lines: [
        {
          code: 'BUSINESS_TAX',
          label: 'Business tax',
          for_each: perActivity,
          base: 'gross_amount',
          base_label: 'gross sales',
          brackets,
        },
        {
          code: 'SURCHARGE',
          label: 'Surcharge',
          base_lines: ['BUSINESS_TAX'],
          base_label: 'tax',
          rate_percent: '25',
        },
      ],
    },
    quarterly: { lines: [{ code: 'BUSINESS_TAX_1', label: 'Business tax', quarter_of_annual_tax: true }] },
  },
});

const pesos = fc
  .integer({ min: 0, max: 999_999_999_999 })
  .map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const activity = fc.record({
  service: fc.constantFrom('', 'BAKERY', 'SARI-SARI STORE'),
  line_of_business: fc.constantFrom('', 'RETAIL'),
  capital_amount: pesos,
  gross_amount: pesos,
});
const payload = fc.oneof(
  fc.record({ activities: fc.array(activity, { minLength: 1, maxLength: 5 }) }),
  fc.record({ capital_amount: pesos, gross_amount: pesos }),
);

describe('issue 18’s shorthand reads as the lines it always meant', () => {
  it.each(['capital', 'gross', 'late'])('%s: the same assessment for any payload', (rule) => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(assessApplication(lines, rule, p)).toEqual(assessApplication(shorthand, rule, p));
      }),
    );
  });

  it('quarterly: the same quarters of the same annual tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 4 }),
        (annualTax, to) => {
          const quarters = { annualTax, from: 1, to };
          expect(assessApplication(lines, 'quarterly', {}, quarters)).toEqual(
            assessApplication(shorthand, 'quarterly', {}, quarters),
          );
        },
      ),
    );
  });
});
