import { describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from '../applications/application-definition';
import { businessPermitDelinquent } from '../applications/business-permit-delinquent';
import { businessPermitNew } from '../applications/business-permit-new';
import { scheduleFieldProblems } from './check-schedule-fields';
import { parseFeeSchedule } from './fee-schedule';

// A small certificate, as issue 27's will be written: an income, a copy type from an option list.
const certificate: ApplicationDefinition = {
  route: 'test-certificate',
  moduleType: 'TEST',
  transactionType: 'NEW',
  catalogue: {
    module: { description: { en: 'Test Kind', fil: 'Test Kind' }, category: 'E-Services', icon: 'document' },
    type: { fil: 'Bago' },
  },
  title: { en: 'Certificate', fil: 'Sertipiko' },
  steps: [
    {
      id: 'details',
      title: { en: 'Details', fil: 'Detalye' },
      items: [
        { name: 'salaries', label: { en: 'Salaries', fil: 'Sahod' }, rules: 'amount', kind: 'amount' },
        {
          name: 'kind_of_ownership',
          label: { en: 'Ownership', fil: 'Pagmamay-ari' },
          rules: 'required',
          kind: 'select',
          options: 'ownership-kinds',
        },
      ],
    },
  ],
  requirements: [],
  subject: { kind: 'person', identity: ['salaries'] },
  fees: 'certificate',
  workflow: { payment: 'assessed' },
  offices: ['licensing'],
  summary: [],
  numberPrefix: 'TC',
  issues: 'certificate',
};

const check = (rules: Record<string, unknown>, definitions = [certificate]) =>
  scheduleFieldProblems(parseFeeSchedule({ fees: [], rules }), definitions);

describe('the schedule checked against the definitions', () => {
  it('finds nothing wrong when each rule names its definitions’ fields', () => {
    expect(
      check({
        certificate: {
          lines: [{ code: 'TAX', label: 'Tax', base: 'salaries', per: { every: '1000', amount: '1' } }],
        },
      }),
    ).toEqual([]);
  });

  it('names a field its definition does not have, and where the rule names it', () => {
    expect(
      check({
        certificate: {
          lines: [
            { code: 'TAX', label: 'Tax', base: ['salaries', 'salary'], per: { every: '1000', amount: '1' } },
            { code: 'FORM', label: 'Form', amount: '100', when: 'lcr_form_1a=1' },
          ],
        },
      }),
    ).toEqual([
      'rules.certificate.lines[0].base: salary is not a field of test-certificate',
      'rules.certificate.lines[1].when: lcr_form_1a is not a field of test-certificate',
    ]);
  });

  it('names a rule a definition needs and the schedule lacks', () => {
    expect(check({})).toEqual(['rules: no rule certificate, which test-certificate names']);
    // A free kind names none.
    expect(check({}, [{ ...certificate, fees: null, workflow: { payment: 'none' } }])).toEqual([]);
  });

  it('checks a rule no definition uses against every definition', () => {
    expect(
      check({
        certificate: { no_fee: true },
        spare: { lines: [{ code: 'A', label: 'A', rate_percent: '1', base: 'gross_income' }] },
      }),
    ).toEqual(['rules.spare.lines[0].base: gross_income is not a field of any application']);
  });

  it('names the options of a list the table does not price', () => {
    expect(
      check({
        certificate: {
          lines: [
            {
              code: 'FEE',
              label: 'Fee',
              table: {
                option: 'kind_of_ownership',
                prices: { 'SOLE PROPRIETORSHIP': '10', PARTNERSHIP: '20', CORPORATION: '30' },
              },
            },
          ],
        },
      }),
    ).toEqual([
      'rules.certificate.lines[0].table.option: no price for ONE PERSON CORPORATION, COOPERATIVE (kind_of_ownership)',
    ]);
  });

  it('takes a business activity’s field in its rows, or the payload’s own where the form has no rows', () => {
    const perActivity = {
      code: 'TAX',
      label: 'Tax',
      base: 'capital_amount',
      rate_percent: '0.05',
      for_each: { group: 'activities', named_by: ['service', 'trade'] },
    };
    expect(check({ 'bpls-new-capital': { lines: [perActivity] } }, [businessPermitNew])).toEqual([
      'rules.bpls-new-capital.lines[0].for_each.named_by: trade is not a field of activities in e2e-business-permit-new',
    ]);
    // Issue 18's shorthand reads a delinquent year's own gross sales (it has no activities).
    expect(
      check(
        { 'bpls-delinquent': { tax: { label: 'Tax', base: 'gross_amount', rate_percent: '1' }, fees: [] } },
        [businessPermitDelinquent],
      ),
    ).toEqual([]);
  });
});
