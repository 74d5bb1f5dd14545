import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { reconcileTransaction } from './api/reconcile-transaction';
import { resetPayment, usePaymentStore } from './payment-store';
import { reconcilePayment } from './reconcile-payment';

type Answer = Awaited<ReturnType<typeof reconcileTransaction>>;
const answer = (status: string) =>
  ({ data: { type: 'transaction_histories', id: '42', attributes: { status } } }) as unknown as Answer;

describe('reconcilePayment', () => {
  beforeEach(resetPayment);

  it("shares one request between the popup closing and /payment-return's message", async () => {
    const reconcile = vi.fn(() => Promise.resolve(answer('PAID')));
    const [a, b] = await Promise.all([reconcilePayment('42', reconcile), reconcilePayment('42', reconcile)]);
    expect(reconcile).toHaveBeenCalledOnce();
    expect(a?.status).toBe('PAID');
    expect(b?.status).toBe('PAID');
    expect(usePaymentStore.getState()).toMatchObject({ step: 'settled', transactionId: '42' });
  });

  it('records a failure so the page can offer to check again', async () => {
    const reconcile = vi.fn(() => Promise.reject(new Error('Gateway unreachable')));
    await expect(reconcilePayment('42', reconcile)).resolves.toBeNull();
    expect(usePaymentStore.getState()).toMatchObject({ step: 'failed', error: 'Gateway unreachable' });
    const again = vi.fn(() => Promise.resolve(answer('WAITING FOR PAYMENT')));
    await expect(reconcilePayment('42', again)).resolves.toMatchObject({ status: 'WAITING FOR PAYMENT' });
  });
});
