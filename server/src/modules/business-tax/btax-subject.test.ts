import { describe, expect, it } from 'vitest';
import { btaxBillIds, btaxSubject } from './btax-subject';

describe('a business-tax subject', () => {
  it('gives back the bills it was made of, with what the billing showed', () => {
    const subject = btaxSubject([7, 8], { bin: '123-45-6789-0000001' });
    expect(subject).toMatchObject({ kind: 'btax_bill', bin: '123-45-6789-0000001', bill_id: 7 });
    expect(btaxBillIds(subject)).toEqual([7, 8]);
  });

  it('reads the single bill_id of older transactions, and nothing of another kind', () => {
    expect(btaxBillIds({ kind: 'btax_bill', bill_id: 3 })).toEqual([3]);
    expect(btaxBillIds({ kind: 'btax_bill', bill_ids: [4, 'x', 5.5, 6] })).toEqual([4, 6]);
    expect(btaxBillIds({ kind: 'rpt_bill', bill_ids: [1] })).toEqual([]);
  });
});
