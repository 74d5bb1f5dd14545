import { fakePaymentControls } from '@/components/payment-controls-test-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NovRecord } from '@/domain/contracts/violations';
import { NovForm } from './nov-form';

const notice = (overrides: Partial<NovRecord> = {}): NovRecord => ({
  nov_no: '101-26-0312-0000001',
  plate_no: 'NBC 1234',
  total_amount: '2000.00',
  created_at: '2026-03-14T05:30:00.000Z',
  violations: [
    { violation_name: 'NO HELMET', violation_article: 'RA 10054 SEC. 7', violation_amount: '1500.00' },
    {
      violation_name: 'DISREGARDING TRAFFIC SIGNS',
      violation_article: 'ORD. 12',
      violation_amount: '500.00',
    },
  ],
  is_paid: false,
  being_paid: false,
  ...overrides,
});

/** Stubs fetch: the inquiry answers `found`, the create answers transaction 77. */
function stubApi(found: NovRecord | null) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      const body =
        path === '/api/v1/qpax_inquiry'
          ? { data: found && { type: 'notice_of_violations', id: '5', attributes: found } }
          : {
              data: {
                type: 'notice_of_violations',
                id: '5',
                attributes: found,
                relationships: { transaction_history: { data: { type: 'transaction_histories', id: '77' } } },
              },
              message: 'Created!',
            };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

function renderForm() {
  const { payment, pay, created, quoted } = fakePaymentControls();
  render(<NovForm statusId={32} payment={payment} />);
  return { pay, created, quoted };
}

async function search(novNo: string, pin: string) {
  await userEvent.type(screen.getByLabelText('NOV Number'), novNo);
  await userEvent.type(screen.getByLabelText('PIN'), pin);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('the NOV inline form (§2.12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the NOV number and PIN, and shows the display mask without enforcing it', async () => {
    const calls = stubApi(null);
    renderForm();
    const novNo = screen.getByLabelText('NOV Number');
    expect(novNo.getAttribute('placeholder')).toBe('999-99-9999-9999999');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('NOV Number field is Required')).not.toHaveLength(0);
    expect(screen.getAllByText('PIN field is Required')).not.toHaveLength(0);
    expect(calls).toEqual([]);
    // Not in the mask's shape: searched as typed.
    await search('OVR 2026/15', '12');
    expect(calls).toEqual([{ path: '/api/v1/qpax_inquiry', body: { nov_no: 'OVR 2026/15', pin: '12' } }]);
    expect(await screen.findByText('No Record Found')).toBeTruthy();
  });

  it('shows PLATE NUMBER, AMOUNT, DATE with its time and the violations, then pays to the success page', async () => {
    const calls = stubApi(notice());
    const { pay, created, quoted } = renderForm();
    await search('101-26-0312-0000001', '4821');

    const details = await screen.findByRole('table', { name: 'Notice of violation' });
    expect(headers(details)).toEqual(['PLATE NUMBER', 'AMOUNT', 'DATE']);
    expect(within(details).getByText('NBC 1234')).toBeTruthy();
    expect(within(details).getByText('₱2,000.00')).toBeTruthy();
    expect(within(details).getByText('Mar 14, 2026 1:30 PM')).toBeTruthy();
    expect(screen.getByText('NOV No. 101-26-0312-0000001: ₱2,000.00')).toBeTruthy();

    const violations = screen.getByRole('table', { name: 'Violations' });
    expect(headers(violations)).toEqual(['VIOLATION', 'ARTICLE', 'AMOUNT']);
    const rows = within(violations).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['NO HELMET', 'RA 10054 SEC. 7', '₱1,500.00'],
      ['DISREGARDING TRAFFIC SIGNS', 'ORD. 12', '₱500.00'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findAllByText('Valid ID to Present field is Required')).not.toHaveLength(0);
    expect(pay).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), "DRIVER's LICENSE");
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Quoted for the notice's total, and paid for the quote's total (issue 25).
    expect(quoted.filter(Boolean)).toEqual(['2000.00']);
    expect(screen.getByText('Total to pay ₱2,025.00')).toBeTruthy();
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: '2025.00',
    });
    expect(created).toEqual(['77']);
    expect(calls.at(-1)).toEqual({
      path: '/api/v1/taxpayers/notice_of_violations',
      body: {
        nov_no: '101-26-0312-0000001',
        pin: '4821',
        valid_id_to_present: "DRIVER's LICENSE",
        application_status_id: 32,
      },
    });
  });

  it('says before Pay that another payer is paying the notice right now', async () => {
    stubApi(notice({ being_paid: true }));
    renderForm();
    await search('101-26-0312-0000001', '4821');
    expect(
      await screen.findByText(
        'Someone started paying this bill and has not finished. If both payments go through, the second one is refunded automatically to the account it was paid from.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('does not offer a paid notice for payment, and Back returns to the search', async () => {
    stubApi(notice({ is_paid: true }));
    renderForm();
    await search('101-26-0312-0000003', '1964');
    expect(await screen.findByText('This notice of violation has already been paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByLabelText('Valid ID to Present')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('NOV Number')).toBeTruthy();
  });
});
