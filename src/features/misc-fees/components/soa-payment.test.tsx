import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { SoaStatus } from '@/domain/contracts/misc-fees';
import { createdAs, fakePayment, notFound, stubApi } from '../test-fixtures';
import { SoaPayment } from './soa-payment';

const verified = (status: SoaStatus = 'PAYABLE') => ({
  data: {
    type: 'soa_verifications',
    id: 'SOA-2026-000101',
    attributes: {
      name: 'MARIA SANTOS',
      bill_date: '2026-01-05',
      amount: '2500.00',
      soa_number: 'SOA-2026-000101',
      url: 'http://localhost/api/v1/misc_fee/taxpayer/applications/SOA-2026-000101/pay',
      office: "City Engineer's Office",
      description: 'Building permit assessment',
      expires_on: '2026-02-04',
      status,
    },
  },
});

const off = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function verify(status: SoaStatus = 'PAYABLE') {
  const calls = stubApi({
    'POST /api/v1/misc_fee/taxpayer/applications/verify': () => verified(status),
    'POST /api/v1/misc_fee/taxpayer/applications/SOA-2026-000101/pay': () =>
      createdAs('soa_payments', '88', {
        soa_number: 'SOA-2026-000101',
        name: 'MARIA SANTOS',
        amount: '2500.00',
      }),
  });
  const fake = fakePayment();
  const user = userEvent.setup();
  render(<SoaPayment statusId={41} payment={fake.payment} />);
  expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(true);
  await user.type(screen.getByLabelText('SOA Number'), 'soa-2026-000101');
  await user.type(screen.getByLabelText("Payor's Name"), 'Maria Santos');
  await user.click(screen.getByRole('button', { name: 'Verify Details' }));
  await screen.findByRole('table', { name: 'Statement of account' });
  return { calls, fake, user };
}

describe('the statement of account payment', () => {
  it('verifies, shows the details, offers Reverify, and pays after the confirmation', async () => {
    const { calls, fake, user } = await verify();
    expect(calls[0]?.body).toEqual({ soa_number: 'SOA-2026-000101', name: 'Maria Santos' });
    const table = screen.getByRole('table', { name: 'Statement of account' });
    expect(within(table).getByText('₱2,500.00')).toBeTruthy();
    expect(within(table).getByText('MARIA SANTOS')).toBeTruthy();
    expect(within(table).getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reverify' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(confirm).getByText(/redirected to the payment portal/)).toBeTruthy();
    expect(fake.pay).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, continue' }));
    expect(fake.created).toEqual(['88']);
    expect(calls[1]?.body).toEqual({ name: 'MARIA SANTOS', application_status_id: 41 });
  });

  it('allows Pay Now only while the verified number is the one entered', async () => {
    const { user } = await verify();
    const number = screen.getByLabelText('SOA Number');
    await user.type(number, '9');
    expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(true);
    expect(screen.getByText(/Press Reverify before paying/)).toBeTruthy();
    await user.type(number, '{Backspace}');
    expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(false);
  });

  it('says an expired SOA expired and a paid one is paid, and offers no payment for either', async () => {
    await verify('EXPIRED SOA');
    expect(screen.getByRole('alert').textContent).toMatch(
      /expired on Feb 4, 2026\. Ask the City Engineer's Office for a new statement of account/,
    );
    expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(true);
    cleanup();
    await verify('PAID');
    expect(screen.getByRole('alert').textContent).toBe('This statement of account is already paid.');
    expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(true);
  });

  it("says 'No Record Found' for an unknown number or another name", async () => {
    stubApi({ 'POST /api/v1/misc_fee/taxpayer/applications/verify': notFound });
    const user = userEvent.setup();
    render(<SoaPayment statusId={41} payment={fakePayment().payment} />);
    await user.click(screen.getByRole('button', { name: 'Verify Details' }));
    expect(screen.getAllByText('SOA Number field is Required')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('SOA Number'), 'SOA-X');
    await user.type(screen.getByLabelText("Payor's Name"), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Verify Details' }));
    expect(await screen.findByText('No Record Found')).toBeTruthy();
    expect(off(screen.getByRole('button', { name: 'Pay Now' }))).toBe(true);
  });
});
