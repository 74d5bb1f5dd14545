import { fakeTotal } from '@/components/payment-controls-test-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manilaDateParts } from '@/domain/format/manila-date';
import { created, fakePayment, stubApi } from '../test-fixtures';
import { BusinessTaxForm } from './business-tax-form';

const searchRecord = (extra: Record<string, unknown> = {}) => ({
  bin: '123-45-6789-0000001',
  date_processed: '2026-01-15',
  expiration_date: '2026-12-31',
  ownership: 'SOLE PROPRIETORSHIP',
  qtr_from: 2,
  qtr_to: 4,
  owner_name: 'N*** R***',
  account_name: 'SARI-SARI NI ALING NENA',
  amount: '3125.00',
  surcharge: '0.00',
  total_amount: '3125.00',
  ...extra,
});
const found = (record: unknown) => ({
  data: record ? { type: 'business_tax_billings', id: '7', attributes: record } : null,
});

function renderScreen(transactionType: 'QUARTERLY' | 'DELINQUENT', flags = {}) {
  const fake = fakePayment();
  render(
    <BusinessTaxForm transactionType={transactionType} statusId={2} flags={flags} payment={fake.payment} />,
  );
  return fake;
}

describe('business tax screen 1: quarterly and delinquent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels the quarterly search (Current Year) and masks the BIN', async () => {
    stubApi({});
    renderScreen('QUARTERLY');
    expect(screen.getByRole('heading', { name: 'QUARTERLY (Current Year)' })).toBeTruthy();
    const bin = screen.getByLabelText('Business Identification Number (BIN)');
    await userEvent.type(bin, '123456789abc0000001');
    expect((bin as HTMLInputElement).value).toBe('123-45-6789-0000001');
    expect(screen.queryByLabelText('Year')).toBeNull();
  });

  it('keeps the BIN as typed, upper-cased, in free-text mode', async () => {
    stubApi({});
    renderScreen('QUARTERLY', { BTAX_BIN_INPUT_FREE_TEXT: true });
    const bin = screen.getByLabelText('Business Identification Number (BIN)');
    await userEvent.type(bin, 'bin-x1');
    expect((bin as HTMLInputElement).value).toBe('BIN-X1');
  });

  it('names the BIN in the error summary and under the field when it is missing', async () => {
    stubApi({});
    renderScreen('QUARTERLY');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'Business Identification Number (BIN) field is Required',
    );
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#btax-quarterly-bin');
  });

  it('asks for the period after the BIN lookup, disables paid quarters and looks again on each change', async () => {
    const calls = stubApi({
      'GET /api/temp/taxpayers/business_tax/search': (url) =>
        found(
          searchRecord({
            qtr_to: Number(url.searchParams.get('period')),
            amount: `${url.searchParams.get('period')}000.00`,
            surcharge: '250.00',
            total_amount: `${url.searchParams.get('period')}250.00`,
          }),
        ),
      'POST /api/temp/taxpayers/business_tax/create_billing': () => created('42'),
    });
    const { pay, created: ids } = renderScreen('QUARTERLY');
    await userEvent.type(screen.getByLabelText('Business Identification Number (BIN)'), '1234567890000001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const period = await screen.findByLabelText('Period');
    const options = within(period).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select period', false],
      ['1st', true],
      ['2nd', false],
      ['3rd', false],
      ['4th (whole year)', false],
    ]);
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.selectOptions(period, '3');
    const table = await screen.findByRole('table', { name: 'Business tax bill' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'DATE PROCESSED',
      'EXPIRATION DATE',
      'OWNERSHIP',
      'FROM',
      'TO',
      'OWNER NAME',
      'ACCOUNT NAME',
      'AMOUNT',
      'SURCHARGE',
      'TOTAL DUE',
    ]);
    expect(within(table).getByText('N*** R***')).toBeTruthy();
    expect(within(table).getByText('₱3,000.00')).toBeTruthy();
    expect(within(table).getByText('₱250.00')).toBeTruthy();
    expect(within(table).getByText('₱3,250.00').closest('td')?.className).toContain('record-lead');
    // What Pay covers and charges, said above the bill.
    expect(screen.getByText('2nd–3rd quarter: ₱3,250.00')).toBeTruthy();
    await userEvent.selectOptions(period, '4');
    expect(await within(table).findByText('₱4,000.00')).toBeTruthy();
    expect(screen.getByText('2nd–4th quarter: ₱4,250.00')).toBeTruthy();
    const searches = calls.filter((c) => c.url.pathname.endsWith('/search'));
    expect(searches.map((c) => c.url.searchParams.get('period'))).toEqual(['4', '3', '4']);
    expect(searches.every((c) => !c.url.searchParams.has('year'))).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'PASSPORT');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'transaction-history', {
      channel: 'popup',
      total: fakeTotal('4250.00'),
    });
    expect(ids).toEqual(['42']);
    expect(calls.at(-1)?.body).toEqual({
      bin: '123-45-6789-0000001',
      transaction_type: 'QUARTERLY',
      period: 4,
      valid_id_to_present: 'PASSPORT',
      application_status_id: 2,
    });
  });

  it('offers delinquent years up to this year, this year disabled, and sends no period', async () => {
    const year = manilaDateParts(new Date()).year;
    const calls = stubApi({
      'GET /api/temp/taxpayers/business_tax/search': () => found(searchRecord()),
      'POST /api/temp/taxpayers/business_tax/create_billing': () => created('43'),
    });
    const { pay } = renderScreen('DELINQUENT');
    expect(screen.getByRole('heading', { name: 'DELINQUENT (Previous Year)' })).toBeTruthy();
    const years = within(screen.getByLabelText('Year')).getAllByRole('option') as HTMLOptionElement[];
    expect(years[1]?.value).toBe(String(year));
    expect(years[1]?.disabled).toBe(true);
    expect(years[2]?.value).toBe(String(year - 1));
    expect(years[2]?.disabled).toBe(false);
    expect(years.some((o) => o.value === String(year + 1))).toBe(false);

    await userEvent.type(screen.getByLabelText('Business Identification Number (BIN)'), '1234567890000001');
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(year - 1));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Business tax bill' });
    expect(calls[0]?.url.searchParams.get('year')).toBe(String(year - 1));
    expect(calls[0]?.url.searchParams.has('period')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findAllByText('Valid ID to Present field is Required')).toHaveLength(2);
    expect(pay).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Valid ID to Present'), 'UMID');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(calls.at(-1)?.body).toMatchObject({ transaction_type: 'DELINQUENT', year: year - 1 });
    expect(calls.at(-1)?.body).not.toHaveProperty('period');
  });

  it("shows 'No Record Found' with Back only, and Back returns to the search", async () => {
    stubApi({ 'GET /api/temp/taxpayers/business_tax/search': () => found(null) });
    renderScreen('QUARTERLY');
    await userEvent.type(screen.getByLabelText('Business Identification Number (BIN)'), '1234567890000009');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Record Found')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
