import { describe, expect, it } from 'vitest';
import { assessApplication } from './assess-application';
import { type FeeScheduleError, parseFeeSchedule } from './fee-schedule';

// Issue 28: a fee or a line says which fund its money goes to, and Trust Fund money the agency
// the LGU remits it to; the assessment keeps both on each line (none said: the General Fund).
const schedule = parseFeeSchedule({
  fees: [
    { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", amount: '500.00' },
    {
      code: 'FIRE_SAFETY',
      label: 'Fire safety inspection fee',
      amount: '500.00',
      fund: 'TF',
      remit_to: 'BFP',
    },
  ],
  rules: {
    permit: {
      lines: [
        { code: 'TAX', label: 'Business tax', amount: '100.00' },
        { code: 'SEF_LEVY', label: 'Special education levy', amount: '10.00', fund: 'SEF' },
      ],
      fees: ['MAYORS_PERMIT', 'FIRE_SAFETY'],
    },
    'fee-lines': {
      lines: [
        { fee: 'FIRE_SAFETY' },
        { code: 'LOCAL_FIRE', label: 'Fire safety inspection (LGU)', fee: 'FIRE_SAFETY', fund: 'GF' },
      ],
    },
  },
});

const problemsOf = (raw: unknown) => {
  try {
    parseFeeSchedule(raw);
    return [];
  } catch (err) {
    return (err as FeeScheduleError).problems;
  }
};

describe('funds in the fee language', () => {
  it("keeps each line's fund and the agency it is remitted to; a line naming none is the General Fund's", () => {
    expect(assessApplication(schedule, 'permit', {}).lines).toEqual([
      { code: 'TAX', label: 'Business tax', basis: 'Fixed fee', amount: 10_000 },
      { code: 'SEF_LEVY', label: 'Special education levy', basis: 'Fixed fee', amount: 1_000, fund: 'SEF' },
      { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", basis: 'Fixed fee', amount: 50_000 },
      {
        code: 'FIRE_SAFETY',
        label: 'Fire safety inspection fee',
        basis: 'Fixed fee',
        amount: 50_000,
        fund: 'TF',
        remitTo: 'BFP',
      },
    ]);
  });

  it("gives a line taking a regulatory fee that fee's fund, unless the line names its own", () => {
    const [taken, own] = assessApplication(schedule, 'fee-lines', {}).lines;
    expect(taken).toMatchObject({ code: 'FIRE_SAFETY', fund: 'TF', remitTo: 'BFP' });
    expect(own).toMatchObject({ code: 'LOCAL_FIRE', amount: 50_000 });
    expect(own?.fund).toBeUndefined();
  });

  it('names every wrong fund, agency and key with its place', () => {
    expect(
      problemsOf({
        fees: [
          { code: 'A', label: 'A', amount: '1.00', fund: 'XF' },
          { code: 'B', label: 'B', amount: '1.00', remit_to: 'BFP' },
          { code: 'C', label: 'C', amount: '1.00', fund: 'TF', remit_to: 'the fire bureau' },
          { code: 'D', label: 'D', amount: '1.00', fnd: 'TF' },
        ],
        rules: { r: { lines: [{ code: 'X', label: 'X', amount: '1.00', fund: 'BFP' }] } },
      }),
    ).toEqual([
      'fees[0].fund: XF is not a fund (GF, SEF, TF)',
      'fees[1].remit_to: money remitted to BFP is held in the Trust Fund (fund: TF)',
      "fees[2].remit_to: the agency's short name in capitals, such as BFP",
      "fees[3].fnd: not a fee's key",
      'rules.r.lines[0].fund: BFP is not a fund (GF, SEF, TF)',
    ]);
  });
});
