import { describe, expect, it } from 'vitest';
import { inlineFormOf } from './inline-forms';
import type { InlineFormModule } from './inline-forms';
import { transactionAction, type TransactionOffer } from './transaction-action';

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
    expect(inlineFormOf('T_BPLS', undefined, '')).toBeNull();
    expect(inlineFormOf('RPTAX', 'TAX PAYMENT', '')).toBeNull();
    expect(inlineFormOf('RPTAX', 'TAX PAYMENT', 'OTHER')).toBeNull();
    expect(inlineFormOf('BPLS', 'QUARTERLY', 'ANGELES')).toBeNull();
    expect(inlineFormOf('PSA', 'BIRTH CERTIFICATE', '')).toBeNull();
  });
});

/** A deployment whose build has the given inline forms (all of them unless said). */
const offer = (
  rptaxFlag = '',
  forms: InlineFormModule[] = ['BTAX', 'NOV', 'T_BPLS', 'RPTAX', 'MISC'],
): TransactionOffer => ({ rptaxFlag, hasForm: (form) => forms.includes(form) });

describe('transactionAction', () => {
  it('says an active coming-soon module is soon to be available, whatever the type', () => {
    expect(transactionAction(module('PC', { comingSoon: true }), undefined, offer())).toEqual({
      kind: 'coming-soon',
    });
    expect(transactionAction(module('BTAX', { comingSoon: true }), 'QUARTERLY', offer())).toEqual({
      kind: 'coming-soon',
    });
  });

  it('asks for a type first (Proceed disabled), also for a module with an inline form', () => {
    expect(transactionAction(module('PSA'), undefined, offer())).toEqual({ kind: 'choose-type' });
    expect(transactionAction(module('BTAX'), undefined, offer())).toEqual({ kind: 'choose-type' });
  });

  it('proceeds to a page for a type without an inline form', () => {
    expect(transactionAction(module('PSA'), 'BIRTH CERTIFICATE', offer())).toEqual({ kind: 'proceed' });
    expect(transactionAction(module('T_BPLS'), 'NEW', offer())).toEqual({ kind: 'proceed' });
    expect(transactionAction(module('RPTAX'), 'TAX PAYMENT', offer())).toEqual({ kind: 'proceed' });
  });

  it('shows the inline form in place of Proceed', () => {
    expect(transactionAction(module('T_BPLS'), 'DELINQUENT', offer())).toEqual({
      kind: 'inline-form',
      form: 'T_BPLS',
    });
    expect(transactionAction(module('RPTAX'), 'TAX PAYMENT', offer('ANGELES'))).toEqual({
      kind: 'inline-form',
      form: 'RPTAX',
    });
    expect(transactionAction(module('MISC'), 'MISCELLANEOUS FEE PAYMENT', offer())).toEqual({
      kind: 'inline-form',
      form: 'MISC',
    });
  });

  it('treats an inactive module flagged coming soon like any other (only active ones are listed)', () =>
    expect(
      transactionAction(module('PSA', { active: false, comingSoon: true }), 'BIRTH CERTIFICATE', offer()),
    ).toEqual({
      kind: 'proceed',
    }));
});

describe('transactionAction for a module whose inline form is not built yet', () => {
  const onlyBtax = offer('', ['BTAX', 'T_BPLS']);

  it('says so on choosing the module, before any type (MISC, NOV, RPTAX in ANGELES)', () => {
    expect(transactionAction(module('MISC'), undefined, onlyBtax)).toEqual({
      kind: 'unavailable',
      form: 'MISC',
    });
    expect(transactionAction(module('NOV'), undefined, onlyBtax)).toEqual({
      kind: 'unavailable',
      form: 'NOV',
    });
    expect(transactionAction(module('RPTAX'), undefined, offer('ANGELES', ['BTAX']))).toEqual({
      kind: 'unavailable',
      form: 'RPTAX',
    });
  });

  it('still offers the types where they decide (T_BPLS) or where no form is needed', () => {
    expect(transactionAction(module('T_BPLS'), undefined, offer('', []))).toEqual({ kind: 'choose-type' });
    expect(transactionAction(module('T_BPLS'), 'NEW', offer('', []))).toEqual({ kind: 'proceed' });
    expect(transactionAction(module('T_BPLS'), 'QUARTERLY', offer('', []))).toEqual({
      kind: 'unavailable',
      form: 'T_BPLS',
    });
    expect(transactionAction(module('RPTAX'), undefined, onlyBtax)).toEqual({ kind: 'choose-type' });
  });

  it('puts coming soon first', () =>
    expect(transactionAction(module('MISC', { comingSoon: true }), undefined, onlyBtax)).toEqual({
      kind: 'coming-soon',
    }));
});
