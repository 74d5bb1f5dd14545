import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../db/client';
import type { BillKind } from './bill-kind';
import { createBillKindRegistry } from './bill-kind-registry';

// The registry only hands the database on to a kind's hooks; these kinds never touch it.
const tx = {} as Tx;
const db = {} as Db;
const now = new Date('2026-03-01T00:00:00Z');

const paidOnce: BillKind = {
  subjectKind: 'once',
  lockKey: 1,
  claim: (_tx, subject, transactionId) => Promise.resolve(subject.paid_by === transactionId),
  unpaid: (_db, subject) => Promise.resolve(subject.paid_by === undefined),
  keys: (subject) => [{ kind: 'once', id: subject.id }],
  cancelRefusal: 'Pay it at the office.',
  showsApplication: true,
};

describe('the bill kind registry', () => {
  it('asks the kind of a transaction’s subject', async () => {
    const kinds = createBillKindRegistry([paidOnce]);
    const subject = { kind: 'once', id: 7, paid_by: 3 };
    expect(await kinds.claim(tx, subject, 3, 'chk')).toBe(true);
    expect(await kinds.claim(tx, subject, 4, 'chk')).toBe(false);
    expect(await kinds.stillPayable(db, subject, now)).toBe(false);
    expect(kinds.keysOf(subject)).toEqual([{ kind: 'once', id: 7 }]);
    expect(kinds.cancelRefusal(subject)).toBe('Pay it at the office.');
    expect(kinds.showsApplication(subject)).toBe(true);
  });

  it('answers the defaults for a subject no kind claims: nothing to mark, payable, cancellable', async () => {
    const kinds = createBillKindRegistry([paidOnce]);
    for (const subject of [{ kind: 'misc' }, {}, { kind: 42 }]) {
      expect(await kinds.claim(tx, subject, 1, 'chk')).toBe(true);
      expect(await kinds.stillPayable(db, subject, now)).toBe(true);
      expect(kinds.keysOf(subject)).toEqual([]);
      expect(kinds.cancelRefusal(subject)).toBeUndefined();
      expect(kinds.showsApplication(subject)).toBe(false);
    }
  });

  it('refuses two kinds with one subject kind or one lock key', () => {
    expect(() => createBillKindRegistry([paidOnce, { subjectKind: 'once' }])).toThrow(
      'subject kind once is declared twice',
    );
    expect(() => createBillKindRegistry([paidOnce, { subjectKind: 'other', lockKey: 1 }])).toThrow(
      'lock key 1 is declared twice',
    );
  });
});
