import { describe, expect, it } from 'vitest';
import { inlineFormOf } from './inline-forms';
import { transactionAction } from './transaction-action';

const module = (type: string, extra: { active?: boolean; comingSoon?: boolean } = {}) => ({
  type,
  active: true,
  comingSoon: false,
  ...extra,
});

describe('inlineFormOf', () => {
  it('is the module for BTAX, NOV, MISC, T_BPLS quarterly/delinquent and RPTAX in ANGELES', () => {
    expect(inlineFormOf('BTAX', 'QUARTERLY', '')).toBe('BTAX');
    expect(inlineFormOf('NOV', 'NOV PAYMENT', '')).toBe('NOV');
    expect(inlineFormOf('MISC', 'MISCELLANEOUS FEE PAYMENT', '')).toBe('MISC');
    expect(inlineFormOf('T_BPLS', 'QUARTERLY', '')).toBe('T_BPLS');
    expect(inlineFormOf('T_BPLS', 'DELINQUENT', '')).toBe('T_BPLS');
    expect(inlineFormOf('RPTAX', 'TAX PAYMENT', 'ANGELES')).toBe('RPTAX');
  });

  it('is null otherwise', () => {
    expect(inlineFormOf('T_BPLS', 'NEW', '')).toBeNull();
    expect(inlineFormOf('RPTAX', 'TAX PAYMENT', '')).toBeNull();
    expect(inlineFormOf('RPTAX', 'TAX PAYMENT', 'OTHER')).toBeNull();
    expect(inlineFormOf('BPLS', 'QUARTERLY', 'ANGELES')).toBeNull();
    expect(inlineFormOf('PSA', 'BIRTH CERTIFICATE', '')).toBeNull();
  });
});

describe('transactionAction', () => {
  it('says an active coming-soon module is soon to be available, whatever the type', () => {
    expect(transactionAction(module('PC', { comingSoon: true }), undefined, '')).toEqual({
      kind: 'coming-soon',
    });
    expect(transactionAction(module('BTAX', { comingSoon: true }), 'QUARTERLY', '')).toEqual({
      kind: 'coming-soon',
    });
  });

  it('asks for a type first (Proceed disabled), also for a module with an inline form', () => {
    expect(transactionAction(module('PSA'), undefined, '')).toEqual({ kind: 'choose-type' });
    expect(transactionAction(module('BTAX'), undefined, '')).toEqual({ kind: 'choose-type' });
  });

  it('proceeds to a page for a type without an inline form', () => {
    expect(transactionAction(module('PSA'), 'BIRTH CERTIFICATE', '')).toEqual({ kind: 'proceed' });
    expect(transactionAction(module('T_BPLS'), 'NEW', '')).toEqual({ kind: 'proceed' });
    expect(transactionAction(module('RPTAX'), 'TAX PAYMENT', '')).toEqual({ kind: 'proceed' });
  });

  it('shows the inline form in place of Proceed', () => {
    expect(transactionAction(module('T_BPLS'), 'DELINQUENT', '')).toEqual({
      kind: 'inline-form',
      form: 'T_BPLS',
    });
    expect(transactionAction(module('RPTAX'), 'TAX PAYMENT', 'ANGELES')).toEqual({
      kind: 'inline-form',
      form: 'RPTAX',
    });
    expect(transactionAction(module('MISC'), 'MISCELLANEOUS FEE PAYMENT', '')).toEqual({
      kind: 'inline-form',
      form: 'MISC',
    });
  });

  it('treats an inactive module flagged coming soon like any other (only active ones are listed)', () =>
    expect(
      transactionAction(module('PSA', { active: false, comingSoon: true }), 'BIRTH CERTIFICATE', ''),
    ).toEqual({
      kind: 'proceed',
    }));
});
