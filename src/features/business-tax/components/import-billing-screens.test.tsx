import { fakeTotal } from '@/components/payment-controls-test-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRecord, created, fakePayment, stubApi } from '../test-fixtures';
import { BusinessTaxForm } from './business-tax-form';

const source = (billing_source: string) => () => ({
  data: { type: 'billing_import', id: '1', attributes: { billing_source } },
});
const lookup = (type: string, attributes: unknown) => ({
  data: attributes ? { type, id: '9', attributes } : null,
});

const IMPORT_COLUMNS = [
  'BIN',
  'AMOUNT',
  'SURCHARGE',
  'TOTAL DUE',
  'ACCOUNT NAME',
  'FROM',
  'TO',
  'DATE PROCESSED',
  'EXPIRATION DATE',
];

function renderRenewal(flags = {}) {
  const fake = fakePayment();
  render(<BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={flags} payment={fake.payment} />);
  return fake;
}

describe('business tax screen 2: API imports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches by BIN, year and period, shows the bill and pays to the success page', async () => {
    const calls = stubApi({
      'GET /api/v1/taxpayers/billing_import': source('API'),
      'GET /api/v1/taxpayers/btax_billing_api_imports': () => lookup('btax_billing_api_imports', apiRecord()),
      'POST /api/v1/taxpayers/business_taxes/billings_from_api_imports': () => created('51'),
    });
    const { pay, created: ids } = renderRenewal();
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2026');
    // The period means what it means on the Quarterly screen: up to it, the 4th the whole year.
    const period = screen.getByLabelText('Period');
    const hint = document.getElementById((period.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
    expect(hint?.textContent).toMatch(
      /every unpaid quarter up to the one you choose; the 4th quarter pays the whole year/,
    );
    await userEvent.selectOptions(period, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Business tax bill' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(IMPORT_COLUMNS);
    expect(within(table).getAllByText('₱12,500.00')).toHaveLength(2);
    expect(screen.getByText('Whole year (1st–4th quarter): ₱12,500.00')).toBeTruthy();
    const query = calls.find((c) => c.url.pathname.endsWith('btax_billing_api_imports'))?.url.searchParams;
    expect(query?.toString()).toBe('bin=123-45-6789-0000001&year=2026&period=2');

    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), "DRIVER's LICENSE");
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: fakeTotal('12500.00'),
    });
    expect(ids).toEqual(['51']);
    expect(calls.at(-1)?.body).toEqual({
      bin: '123-45-6789-0000001',
      year: 2026,
      period: 2,
      valid_id_to_present: "DRIVER's LICENSE",
      application_status_id: 4,
    });
  });

  it('hides year and period when their flags are on and leaves them out of the search', async () => {
    const calls = stubApi({
      'GET /api/v1/taxpayers/billing_import': source('API'),
      'GET /api/v1/taxpayers/btax_billing_api_imports': () => lookup('btax_billing_api_imports', null),
    });
    renderRenewal({ BTAX_WITHOUT_YEAR_FILTER: true, BTAX_WITHOUT_PERIOD_FILTER: true });
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(screen.queryByLabelText('Period')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Record Found')).toBeTruthy();
    expect(calls.at(-1)?.url.search).toBe('?bin=123-45-6789-0000001');
  });

  it('requires year and period otherwise', async () => {
    stubApi({ 'GET /api/v1/taxpayers/billing_import': source('API') });
    renderRenewal();
    await userEvent.type(await screen.findByLabelText('Business Identification Number (BIN)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Business Identification Number (BIN) must be in the format 000-00-0000-0000000',
      'Year field is Required',
      'Period field is Required',
    ]);
  });
});

describe('business tax screen 3: CSV imports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches by BIN only and shows the attributes of the CSV record', async () => {
    const calls = stubApi({
      'GET /api/v1/taxpayers/billing_import': source('CSV'),
      'GET /api/v1/taxpayers/btax_billing_csv_imports': () =>
        lookup('btax_billing_csv_imports', {
          bin: '123-45-6789-0000001',
          attributes: apiRecord({ amount: '8600.50', surcharge: '860.05', total_amount: '9460.55' }),
        }),
      'POST /api/v1/taxpayers/business_taxes/billings_from_csv_imports': () =>
        created('52', { bin: '123-45-6789-0000001', attributes: apiRecord() }),
    });
    const { pay, created: ids } = renderRenewal();
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    expect(screen.queryByLabelText('Year')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Business tax bill' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(IMPORT_COLUMNS);
    // The tax, its surcharge and the total charged (README: CSV 202-02-0002-0000001).
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['₱8,600.50', '₱860.05', '₱9,460.55']);
    expect(screen.getByText('Whole year (1st–4th quarter): ₱9,460.55')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'SSS');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: fakeTotal('9460.55'),
    });
    expect(ids).toEqual(['52']);
    expect(calls.at(-1)?.body).toEqual({
      bin: '123-45-6789-0000001',
      valid_id_to_present: 'SSS',
      application_status_id: 4,
    });
  });

  it('keeps Pay disabled while a payment is starting, and shows the payment label and note', async () => {
    stubApi({
      'GET /api/v1/taxpayers/billing_import': source('CSV'),
      'GET /api/v1/taxpayers/btax_billing_csv_imports': () =>
        lookup('btax_billing_csv_imports', { bin: '123-45-6789-0000001', attributes: apiRecord() }),
    });
    const fake = fakePayment({
      busy: true,
      label: 'Pay with GCASH',
      useQuote: () => ({ view: <p>Fee note</p>, shown: null, loading: false }),
    });
    render(<BusinessTaxForm transactionType="RENEWAL" statusId={4} flags={{}} payment={fake.payment} />);
    await userEvent.type(
      await screen.findByLabelText('Business Identification Number (BIN)'),
      '1234567890000001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const pay = await screen.findByRole('button', { name: 'Pay with GCASH' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fee note')).toBeTruthy();
  });
});
