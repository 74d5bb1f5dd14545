import { fakeTotal } from '@/components/payment-controls-test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RptKind } from '@/domain/contracts/property-tax';
import { fakePayment, listAnswer, property, stubApi, totalOf } from '../test-fixtures';
import { RealPropertyTaxForm } from './real-property-tax-form';

// Manila's 2026; the form offers 2026 to 2028.
const NOW = new Date('2026-05-15T03:00:00Z');
const LIST = '/api/v1/taxpayers/real_property_list';
const CALCULATE = '/api/v1/taxpayers/real_property_calculate';
const BILLING = '/api/v1/taxpayers/real_property_taxes/billings_from_api_imports';
const DELINQUENT =
  'Delinquent Properties - please go to the Municipal Office to resolve these delinquency cases of your properties.';
const PENDING = 'On Process Properties - You have pending transaction with these properties.';
const PAID = 'Paid properties for the selected year';

const LOT = property('123-45-678-901-001', { quarter_from: 2 });
const HOUSE = property('123-45-678-901-002', { kind: 'BUILDING', tax_due: 120000, total: 120000 });
// The lot priced through the 3rd quarter: two installments, one late.
const LOT_PRICED = property(LOT.pin, {
  quarter_from: 2,
  period: 3,
  selected: true,
  tax_due: 150000,
  penalty: 3000,
  discount: 0,
  total: 153000,
});

function renderForm({ kind, statusId = 1 }: { kind?: RptKind; statusId?: number } = {}) {
  const fake = fakePayment();
  render(<RealPropertyTaxForm statusId={statusId} kind={kind} payment={fake.payment} now={NOW} />);
  return fake;
}

async function search(owner: string, year: string) {
  await userEvent.type(screen.getByLabelText('Owner ID'), owner);
  await userEvent.selectOptions(screen.getByLabelText('Year'), year);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

const card = (pin: string) => screen.getByRole('article', { name: `Property ${pin}` });
const cells = (region: HTMLElement) =>
  within(region)
    .getAllByRole('cell')
    .map((c) => [c.getAttribute('data-label'), c.textContent]);

describe('real property tax: search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fits the owner ID to its 9 characters, offers this year to two ahead, and requires both', async () => {
    renderForm();
    const owner = screen.getByLabelText('Owner ID');
    await userEvent.type(owner, 'dem-o0 0001xyz');
    expect((owner as HTMLInputElement).value).toBe('DEMO00001');
    const years = within(screen.getByLabelText('Year')).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['Select year', '2026', '2027', '2028']);

    await userEvent.clear(owner);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Owner ID field is Required', 'Year field is Required']);
  });

  it("says 'No Record Found' with Back when the owner has no property", async () => {
    const calls = stubApi({ [`GET ${LIST}`]: () => listAnswer() });
    renderForm();
    await search('DEMO00009', '2027');
    expect(await screen.findByText('No Record Found')).toBeTruthy();
    expect(calls[0]?.url.search).toBe('?owner_id=DEMO00009&year=2027');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Owner ID')).toBeTruthy();
  });
});

describe('real property tax: the lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each list under its §8 banner and a card per ready property with a Period for this year', async () => {
    stubApi({
      [`GET ${LIST}`]: () =>
        listAnswer({
          properties: [LOT, HOUSE],
          advance: [property('123-45-678-901-010')],
          deliquent: [property('123-45-678-901-011')],
          pending: [property('123-45-678-901-012', { transaction_id: '40', reference_number: 'RPT-000040' })],
        }),
    });
    renderForm();
    await search('DEMO00001', '2026');

    expect((await screen.findByText(PAID)).className).toMatch(/rpt-banner-success/);
    expect(screen.getByText(DELINQUENT)).toBeTruthy();
    expect(screen.getByText(PENDING)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Delinquent properties' })).toBeTruthy();
    const pending = screen.getByRole('table', { name: 'On process properties' });
    expect(
      within(pending).getByRole('link', { name: 'View transaction RPT-000040' }).getAttribute('href'),
    ).toBe('/transaction-history/40');

    expect(cells(card(LOT.pin))).toEqual([
      ['ARP No.', 'ARP-001'],
      ['PIN', LOT.pin],
      ['Brgy.', 'POBLACION'],
      ['Survey No.', 'PSD-1234'],
      ['Tax Year', '2026'],
      ['Tax Due', '₱3,000.00'],
      ['Penalty', '₱0.00'],
      ['Discount', '₱0.00'],
      ['Total Amount', '₱3,000.00'],
    ]);
    const period = within(card(LOT.pin)).getByLabelText('Period') as HTMLSelectElement;
    expect(period.value).toBe('4');
    // The 1st quarter is paid already: shown, not choosable.
    expect([...period.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['1st', true],
      ['2nd', false],
      ['3rd', false],
      ['4th (whole year)', false],
    ]);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no Period for a later year: it is paid whole', async () => {
    stubApi({ [`GET ${LIST}`]: () => listAnswer({ properties: [property(LOT.pin, { tax_year: 2027 })] }) });
    renderForm();
    await search('DEMO00001', '2027');
    await screen.findByRole('article', { name: `Property ${LOT.pin}` });
    expect(within(card(LOT.pin)).queryByLabelText('Period')).toBeNull();
    expect(within(card(LOT.pin)).getByRole('button', { name: 'Calculate' })).toBeTruthy();
  });

  it('shows only its kind of property on an RPT module page', async () => {
    stubApi({ [`GET ${LIST}`]: () => listAnswer({ properties: [LOT, HOUSE] }) });
    renderForm({ kind: 'BUILDING', statusId: 38 });
    await search('DEMO00001', '2026');
    await screen.findByRole('article', { name: `Property ${HOUSE.pin}` });
    expect(screen.queryByRole('article', { name: `Property ${LOT.pin}` })).toBeNull();
  });
});

describe('real property tax: calculate, submit, pay', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prices a property for its period, submits, and pays the summary after a confirmation', async () => {
    const calls = stubApi({
      [`GET ${LIST}`]: () => listAnswer({ properties: [LOT, HOUSE] }),
      [`POST ${CALCULATE}`]: () => ({
        data: { data: { properties: [LOT_PRICED, HOUSE], total: totalOf([LOT_PRICED]) } },
      }),
      [`POST ${BILLING}`]: () => ({
        data: {
          type: 'billings',
          id: '9',
          attributes: {
            owner_id: 'DEMO00001',
            year: 2026,
            properties: [LOT_PRICED],
            total: totalOf([LOT_PRICED]),
          },
          relationships: { transaction_history: { data: { type: 'transaction_histories', id: '77' } } },
        },
        message: 'Created!',
      }),
    });
    const { pay, created } = renderForm();
    await search('DEMO00001', '2026');
    await screen.findByRole('article', { name: `Property ${LOT.pin}` });

    await userEvent.selectOptions(within(card(LOT.pin)).getByLabelText('Period'), '3');
    await userEvent.click(within(card(LOT.pin)).getByRole('button', { name: 'Calculate' }));
    expect(await within(card(LOT.pin)).findByText('Calculated')).toBeTruthy();
    // Focus on the priced property's heading, not dropped to the page body (issue 30).
    expect(document.activeElement).toBe(within(card(LOT.pin)).getByRole('heading', { level: 4 }));
    expect(calls.find((c) => c.url.pathname === CALCULATE)?.body).toEqual({
      _method: 'put',
      owner_id: 'DEMO00001',
      year: 2026,
      properties: [{ pin: LOT.pin, period: 3 }],
    });
    // The answer replaces the card's amounts.
    expect(cells(card(LOT.pin)).slice(5)).toEqual([
      ['Tax Due', '₱1,500.00'],
      ['Penalty', '₱30.00'],
      ['Discount', '₱0.00'],
      ['Total Amount', '₱1,530.00'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total: ₱1,530.00')).toBeTruthy();
    const billed = within(summary).getByRole('table', { name: 'Properties to pay' });
    expect(within(billed).getAllByRole('row')).toHaveLength(2);

    // Pay Now asks for the valid ID first, then for a confirmation; No (Escape) pays nothing.
    await userEvent.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    // In the error summary and under the field.
    expect(await within(summary).findAllByText('Valid ID to Present field is Required')).toHaveLength(2);
    await userEvent.selectOptions(within(summary).getByLabelText('Valid ID to Present'), 'PASSPORT');
    await userEvent.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(
      // The quote's total: the ₱1,530.00 bill and the fee, what the gateway charges (issue 25).
      within(confirm).getByText('Pay ₱1,555.00 for 1 property now? The payment gateway opens next.'),
    ).toBeTruthy();
    // The safe choice has focus (issue 30).
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull());
    expect(pay).not.toHaveBeenCalled();

    await userEvent.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(created).toEqual(['77']));
    expect(pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: fakeTotal('1530.00'),
    });
    // PINs and periods only: the server prices the billing itself.
    expect(calls.at(-1)?.body).toEqual({
      owner_id: 'DEMO00001',
      year: 2026,
      valid_id_to_present: 'PASSPORT',
      application_status_id: 1,
      properties: [{ pin: LOT.pin, period: 3 }],
    });
  });

  it('keeps Submit off when a priced period is changed, and Back to Calculate starts the pricing over', async () => {
    stubApi({
      [`GET ${LIST}`]: () => listAnswer({ properties: [LOT] }),
      [`POST ${CALCULATE}`]: () => ({
        data: { data: { properties: [LOT_PRICED], total: totalOf([LOT_PRICED]) } },
      }),
    });
    renderForm();
    await search('DEMO00001', '2026');
    await screen.findByRole('article', { name: `Property ${LOT.pin}` });
    const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(screen.getByText('Calculate a property first.')).toBeTruthy();

    await userEvent.selectOptions(within(card(LOT.pin)).getByLabelText('Period'), '3');
    await userEvent.click(within(card(LOT.pin)).getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    await userEvent.selectOptions(within(card(LOT.pin)).getByLabelText('Period'), '2');
    expect(submit().disabled).toBe(true);
    await userEvent.selectOptions(within(card(LOT.pin)).getByLabelText('Period'), '3');
    expect(submit().disabled).toBe(false);

    await userEvent.click(submit());
    await userEvent.click(screen.getByRole('button', { name: 'Back to Calculate' }));
    expect(submit().disabled).toBe(true);
    expect((within(card(LOT.pin)).getByLabelText('Period') as HTMLSelectElement).value).toBe('4');
    expect(cells(card(LOT.pin)).at(-1)).toEqual(['Total Amount', '₱3,000.00']);

    await userEvent.click(screen.getByRole('button', { name: 'Back to Search Owner ID' }));
    expect((screen.getByLabelText('Owner ID') as HTMLInputElement).value).toBe('');
  });

  it('says in the card when a calculation fails, and bills nothing', async () => {
    stubApi({
      [`GET ${LIST}`]: () => listAnswer({ properties: [LOT] }),
      [`POST ${CALCULATE}`]: () =>
        new Response(JSON.stringify({ message: 'A transaction for this property is waiting for payment.' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderForm();
    await search('DEMO00001', '2026');
    await screen.findByRole('article', { name: `Property ${LOT.pin}` });
    await userEvent.click(within(card(LOT.pin)).getByRole('button', { name: 'Calculate' }));
    expect(
      await within(card(LOT.pin)).findByText('A transaction for this property is waiting for payment.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
