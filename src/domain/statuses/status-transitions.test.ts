import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-statuses';
import {
  allows,
  canMove,
  STATUS_TRANSITIONS,
  TRANSACTION_ACTIONS,
  taxpayerActions,
} from './status-transitions';

const known = new Set(APPLICATION_STATUSES.map((s) => s.value));

describe('the status table', () => {
  it('names only statuses of §3', () => {
    for (const [from, targets] of Object.entries(STATUS_TRANSITIONS)) {
      expect(known.has(from), from).toBe(true);
      for (const to of targets) expect(known.has(to), `${from} → ${to}`).toBe(true);
    }
  });

  it('allows every move an action makes', () => {
    for (const action of Object.values(TRANSACTION_ACTIONS)) {
      if (action.to === null) continue;
      for (const from of action.from) expect(canMove(from, action.to), `${from} → ${action.to}`).toBe(true);
    }
  });

  it('never moves a paid transaction back to an unpaid status', () => {
    for (const unpaid of ['WAITING FOR PAYMENT', 'PAYMENT FAILED', 'CANCELLED', 'EXPIRED REFERENCE NUMBER']) {
      expect(canMove('PAID', unpaid)).toBe(false);
    }
  });

  it('never moves a cancelled transaction: a payment that still arrives settles nothing (issue 25)', () => {
    expect(STATUS_TRANSITIONS.CANCELLED ?? []).toEqual([]);
    expect(allows('settle', 'CANCELLED')).toBe(false);
    expect(allows('holdForRefund', 'CANCELLED')).toBe(false);
  });

  it('lets a taxpayer pay or cancel only while unpaid', () => {
    expect(allows('pay', 'WAITING FOR PAYMENT')).toBe(true);
    expect(allows('pay', 'PAYMENT FAILED')).toBe(true);
    expect(allows('pay', 'PAID')).toBe(false);
    expect(allows('cancel', 'WAITING FOR PAYMENT')).toBe(true);
    expect(allows('cancel', 'PAID')).toBe(false);
    expect(allows('cancel', 'CANCELLED')).toBe(false);
  });

  it("answers a transaction's can_* flags from the actions' statuses", () => {
    expect(taxpayerActions('WAITING FOR PAYMENT')).toEqual({
      can_cancel: true,
      can_pay: true,
      can_attach_proof: true,
    });
    expect(taxpayerActions('PAID')).toEqual({ can_cancel: false, can_pay: false, can_attach_proof: false });
    expect(taxpayerActions('CANCELLED')).toEqual({
      can_cancel: false,
      can_pay: false,
      can_attach_proof: false,
    });
    for (const { value } of APPLICATION_STATUSES) {
      const flags = taxpayerActions(value);
      expect(flags.can_pay, value).toBe(allows('pay', value));
      expect(flags.can_attach_proof, value).toBe(allows('attachProof', value));
    }
  });
});
