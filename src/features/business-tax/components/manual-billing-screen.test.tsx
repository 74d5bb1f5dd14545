import { fakeTotal } from '@/components/payment-controls-test-kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/stores/toasts';
import { created, fakePayment, stubApi } from '../test-fixtures';
import { BusinessTaxForm } from './business-tax-form';

const manual = (extra: Record<string, unknown> = {}) => ({
  bin: '123-45-6789-0000001',
  type: 'RENEWAL',
  account_name: 'PANADERIA DE BAYAN',
  payment_from: 2,
  payment_to: 4,
  assessment_date: '2026-01-10',
  expiration_date: '2026-12-31',
  billing_amount: '9000.00',
  surcharge: '0.00',
  total_amount: '9000.00',
  ...extra,
});
const routes = (years: number[], record = manual) => ({
  'GET /api/v1/taxpayers/billing_import': () => ({
    data: { type: 'billing_import', id: '1', attributes: { billing_source: 'MANUAL' } },
  }),
  'GET /api/v1/taxpayers/btax_billing_manual_imports/inquire_year': () => ({
    data: { type: 'btax_unpaid_years', id: '1', attributes: { years } },
  }),
  'GET /api/v1/taxpayers/btax_billing_manual_imports': (url: URL) => ({
    data: {
      type: 'btax_billing_manual_imports',
      id: '3',
      attributes: record({
        payment_to: Number(url.searchParams.get('qtr_to')),
        billing_amount: `${url.searchParams.get('qtr_to')}000.00`,
        total_amount: `${url.searchParams.get('qtr_to')}000.00`,
      }),
    },
  }),
  'POST /api/v1/taxpayers/btax_billing_manual_imports': () => created('61', record()),
});

// Real timers, but only the 200 ms of the year inquiry is waited for.
const afterYearDelay = () => act(() => new Promise((r) => setTimeout(r, 250)));

describe('business tax screen 4: manual billing', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the unpaid years 200 ms after the year field gets focus, once per BIN', async () => {
    const calls = stubApi(routes([2026, 2025]));
    render(
      <BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={{}} payment={fakePayment().payment} />,
    );
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.click(screen.getByLabelText('Year'));
    const inquiries = () => calls.filter((c) => c.url.pathname.endsWith('/inquire_year'));
    expect(inquiries()).toHaveLength(0);
    await afterYearDelay();
    expect(inquiries()).toHaveLength(1);
    expect(inquiries()[0]?.url.searchParams.get('bin')).toBe('123-45-6789-0000001');
    const options = within(screen.getByLabelText('Year')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select year', '2026', '2025']);

    await userEvent.click(screen.getByLabelText('Business Identification Number (BIN)'));
    await userEvent.click(screen.getByLabelText('Year'));
    await afterYearDelay();
    expect(inquiries()).toHaveLength(1);
  });

  it("toasts 'No unpaid years found.' when nothing is owed", async () => {
    stubApi(routes([]));
    render(
      <BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={{}} payment={fakePayment().payment} />,
    );
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.click(screen.getByLabelText('Year'));
    await afterYearDelay();
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['No unpaid years found.']);
  });

  it('inquires, lets a renewal choose the quarter (default 4th) and inquires again on change', async () => {
    const calls = stubApi(routes([2026]));
    const fake = fakePayment();
    render(<BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={{}} payment={fake.payment} />);
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.click(screen.getByLabelText('Year'));
    await afterYearDelay();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Inquire' }));

    const table = await screen.findByRole('table', { name: 'Business tax assessment' });
    expect(within(table).getAllByText('₱4,000.00')).toHaveLength(2);
    expect(screen.getByText('2nd–4th quarter: ₱4,000.00')).toBeTruthy();
    const quarter = screen.getByLabelText('Quarter') as HTMLSelectElement;
    expect(quarter.value).toBe('4');
    expect((within(quarter).getByRole('option', { name: '1st' }) as HTMLOptionElement).disabled).toBe(true);
    await userEvent.selectOptions(quarter, '3');
    expect(await within(screen.getByRole('table')).findAllByText('₱3,000.00')).toHaveLength(2);
    expect(screen.getByText('2nd–3rd quarter: ₱3,000.00')).toBeTruthy();
    const lookups = calls.filter(
      (c) => c.url.pathname.endsWith('btax_billing_manual_imports') && c.method === 'GET',
    );
    expect(lookups.map((c) => c.url.searchParams.get('qtr_to'))).toEqual(['4', '3']);

    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'POSTAL ID');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(fake.created).toEqual(['61']);
    expect(fake.pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: fakeTotal('3000.00'),
    });
    expect(calls.at(-1)?.body).toEqual({
      bin: '123-45-6789-0000001',
      year: 2026,
      qtr_to: 3,
      valid_id_to_present: 'POSTAL ID',
      application_status_id: 4,
    });
  });

  it('asks for no quarter when the assessment is not a renewal', async () => {
    stubApi(routes([2026], (extra) => manual({ ...extra, type: 'NEW' })));
    render(
      <BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={{}} payment={fakePayment().payment} />,
    );
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.click(screen.getByLabelText('Year'));
    await afterYearDelay();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Inquire' }));
    await screen.findByRole('table', { name: 'Business tax assessment' });
    expect(screen.queryByLabelText('Quarter')).toBeNull();
  });
});
