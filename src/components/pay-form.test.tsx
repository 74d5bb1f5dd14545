import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayForm } from './pay-form';
import type { PaymentControls } from './payment-controls';

const created = { data: { relationships: { transaction_history: { data: { id: '12' } } } } };

function renderForm(extra: { confirm?: string; backLabel?: string; payLabel?: string } = {}) {
  const ids: string[] = [];
  const pay = vi.fn(async (createBilling: () => Promise<string>) => {
    ids.push(await createBilling());
  });
  const payment: PaymentControls = { pay, busy: false, label: 'Pay', note: null };
  const createBilling = vi.fn(() => Promise.resolve(created));
  const onBack = vi.fn();
  render(
    <PayForm idPrefix="t-" payment={payment} createBilling={createBilling} onBack={onBack} {...extra} />,
  );
  return { pay, ids, createBilling, onBack };
}

describe('PayForm', () => {
  it('pays with the chosen valid ID at once, under the payment’s label', async () => {
    const { ids, createBilling } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'SSS');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(ids).toEqual(['12']));
    expect(createBilling).toHaveBeenCalledWith({ valid_id_to_present: 'SSS' });
    expect(screen.getByRole('button', { name: 'Back to search' })).toBeTruthy();
  });

  it('with a question, asks it first: No pays nothing, Yes pays', async () => {
    const { pay, ids, onBack } = renderForm({
      confirm: 'Pay ₱10.00 now?',
      backLabel: 'Back to Calculate',
      payLabel: 'Pay Now',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Calculate' }));
    expect(onBack).toHaveBeenCalled();

    // An invalid form does not ask.
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findAllByText('Valid ID to Present field is Required')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'UMID');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Pay ₱10.00 now?')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((within(dialog).getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pay).not.toHaveBeenCalled();
    // Focus returns to Pay, not to <body>.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay Now' }));

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(ids).toEqual(['12']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
