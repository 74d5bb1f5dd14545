import { describe, expect, it } from 'vitest';
import type { BtaxBill } from './bill-queries';
import { installmentsCovered } from './bill-selection';

const bill = (id: number, period: number, amount: number, extra: Record<string, unknown> = {}): BtaxBill => ({
  id,
  source: 'API',
  bin: '101-01-0001-0000001',
  year: 2025,
  period,
  amount,
  accountName: 'X',
  accountNumber: null,
  ownerName: null,
  ownership: null,
  address: null,
  dateProcessed: null,
  expirationDate: null,
  qtrFrom: null,
  qtrTo: null,
  extra,
  paidTransactionId: null,
  importedAt: new Date(0),
});

describe('installmentsCovered', () => {
  const year = [bill(2, 2, 100, { total_amount: 110 }), bill(3, 3, 100), bill(4, 4, 100)];

  it('sums from the first unpaid quarter to the one asked, tax and total apart', () => {
    const s = installmentsCovered(year, 3);
    expect(s).toMatchObject({ amount: 200, totalAmount: 210, qtrFrom: 2, qtrTo: 3 });
    expect(s?.bills.map((b) => b.id)).toEqual([2, 3]);
  });

  it('covers every unpaid quarter of the year under the 4th', () => {
    expect(installmentsCovered(year, 4)).toMatchObject({
      amount: 300,
      totalAmount: 310,
      qtrFrom: 2,
      qtrTo: 4,
    });
  });

  it('is the first unpaid installment alone when no period is asked', () => {
    expect(installmentsCovered(year)?.bills.map((b) => b.id)).toEqual([2]);
  });

  it('is nothing when the quarter asked is before the first unpaid one', () => {
    expect(installmentsCovered([bill(3, 3, 100)], 2)).toBeNull();
    expect(installmentsCovered([], 4)).toBeNull();
  });

  it('takes a yearly bill whole', () => {
    expect(installmentsCovered([bill(1, 0, 400)], 1)).toMatchObject({ amount: 400, qtrFrom: 1, qtrTo: 4 });
  });

  it('uses the quarters the import gave, else the periods', () => {
    expect(installmentsCovered([{ ...bill(1, 2, 5), qtrFrom: 1, qtrTo: 2 }])).toMatchObject({
      qtrFrom: 1,
      qtrTo: 2,
    });
    expect(installmentsCovered([bill(1, 3, 5)], 3)).toMatchObject({ qtrFrom: 3, qtrTo: 3 });
  });
});
