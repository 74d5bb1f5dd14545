import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterPaymentForm } from './counter-payment-form';

afterEach(cleanup);

describe('CounterPaymentForm', () => {
  it('takes focus on its first field when it opens (the button that opened it is gone)', async () => {
    render(
      <CounterPaymentForm
        statement={{
          transaction_id: 7,
          reference: 'BYN-1',
          description: 'Stall',
          amount: 150_000,
          status: 'WAITING FOR PAYMENT',
          payor: 'ELENA CRUZ',
        }}
        onPosted={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const field = await screen.findByLabelText('Official receipt number you issued');
    expect(document.activeElement).toBe(field);
  });
});
