import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayForm } from './pay-form';
import { fakePaymentControls } from './payment-controls-test-kit';

const created = { data: { relationships: { transaction_history: { data: { id: '12' } } } } };

function renderForm(
  extra: {
    confirm?: (total: string) => string;
    backLabel?: string;
    payLabel?: string;
    beingPaid?: boolean;
  } = {},
) {
  const ids: string[] = [];
  const { payment, pay, quoted } = fakePaymentControls();
  pay.mockImplementation(async (createBilling: () => Promise<string>) => {
    ids.push(await createBilling());
  });
  const createBilling = vi.fn(() => Promise.resolve(created));
  const onBack = vi.fn();
  render(
    <PayForm
      idPrefix="t-"
      payment={payment}
      amount="10.00"
      createBilling={createBilling}
      onBack={onBack}
      {...extra}
    />,
  );
  return { pay, ids, createBilling, onBack, quoted };
}

describe('PayForm', () => {
  it('pays with the chosen valid ID at once, under the payment’s label', async () => {
    const { ids, createBilling, pay, quoted } = renderForm();
    // The bill's quote is shown before Pay, and Pay charges the total shown.
    expect(quoted).toEqual(['10.00']);
    expect(screen.getByText('Total to pay ₱35.00')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'SSS');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(ids).toEqual(['12']));
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: '35.00',
    });
    expect(createBilling).toHaveBeenCalledWith({ valid_id_to_present: 'SSS' });
    expect(screen.getByRole('button', { name: 'Back to search' })).toBeTruthy();
  });

  it('with a question, asks it first: No pays nothing, Yes pays', async () => {
    const { pay, ids, onBack } = renderForm({
      confirm: (total) => `Pay ${total} now?`,
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
    // The question names the quote's total, fee included.
    expect(within(dialog).getByText('Pay 35.00 now?')).toBeTruthy();
    // The safe choice has focus (issue 30): Enter on arrival pays nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No' }));
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

  it('says before Pay that someone else is paying this bill, and still lets this payer pay', async () => {
    renderForm({ beingPaid: true });
    expect(screen.getByRole('status').textContent).toMatch(
      /Someone started paying this bill and has not finished/,
    );
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
