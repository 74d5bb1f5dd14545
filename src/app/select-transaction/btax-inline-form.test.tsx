import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '@/domain/contracts/account-responses';
import SelectTransactionDialog from '@/features/select-transaction/components/select-transaction-dialog';
import { useSession } from '@/stores/session';
import { INLINE_FORMS } from './inline-form-registry';
import { forgetPaymentSettings } from '@/features/payments/api/get-payment-settings';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const BTAX = {
  type: 'module_systems',
  id: '2',
  attributes: {
    name: 'BTAX',
    description: 'Business Tax',
    description_filipino: 'Buwis sa Negosyo',
    category: 'E-Government',
    is_active: true,
    is_coming_soon: false,
    other_information: 'store',
    photo: null,
    cms_code: 'BTAX',
    sequence: 2,
  },
};
const status = (id: string, name: string) => ({
  type: 'application_statuses',
  id,
  attributes: { name, description_filipino: name, system_module_id: 2, amount: '0.00' },
});
const record = {
  bin: '123-45-6789-0000001',
  amount: '500.00',
  amount_human: '500.00',
  account_name: 'SARI-SARI',
  owner_name: null,
  ownership: null,
  date_processed: null,
  expiration_date: null,
  qtr_from: 1,
  qtr_to: 4,
  mode_of_payment_1: null,
  mode_of_payment_2: null,
  surcharge: '0.00',
  total_amount: '500.00',
};

function api(url: string) {
  const { pathname: path, searchParams } = new URL(url, 'http://x');
  if (path.endsWith('/payment_quote')) {
    // The server's quote: ₱25.00 in the browser, ₱10.00 in the wallet (not reached here).
    const channel = searchParams.get('channel') ?? 'popup';
    const fee = channel === 'wallet' ? '10.00' : '25.00';
    const total = (Number(searchParams.get('amount')) + Number(fee)).toFixed(2);
    return {
      data: {
        type: 'payment_quotes',
        id: channel,
        attributes: { channel, amount: searchParams.get('amount'), convenience_fee: fee, total },
      },
    };
  }
  if (path.endsWith('/module_systems')) return { data: [BTAX] };
  if (path.endsWith('/module_systems/2'))
    return { data: BTAX, included: [status('2', 'QUARTERLY'), status('4', 'RENEWAL')] };
  if (path.endsWith('/billing_import'))
    return { data: { type: 'billing_import', id: '1', attributes: { billing_source: 'CSV' } } };
  if (path.endsWith('/btax_billing_csv_imports'))
    return {
      data: {
        type: 'btax_billing_csv_imports',
        id: '1',
        attributes: { bin: record.bin, attributes: record },
      },
    };
  if (path.endsWith('/payment_settings'))
    return {
      data: {
        attributes: {
          convenience_fee: '25.00',
          gateway: 'sandbox',
          checkout_url_prefix: 'http://localhost:3000/sandbox/checkout/',
        },
      },
    };
  throw new Error(`unexpected ${url}`);
}

async function openBusinessTax(type: string) {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <Router hook={hook}>
      <SelectTransactionDialog
        onClose={() => undefined}
        inlineForms={INLINE_FORMS}
        settings={{ variant: 'current', rptaxFlag: '', rptaxHasOr: false }}
      />
    </Router>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Business Tax/ }));
  await user.selectOptions(await screen.findByLabelText('Transaction Type'), type);
  return user;
}

const profile = (gcash: number) => ({ first_name: 'MARIA', is_gcash_login: gcash }) as unknown as Profile;

describe('the BTAX inline form in the Select Transaction dialog', () => {
  beforeEach(() => {
    forgetPaymentSettings();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(json(api(String(url))))),
    );
  });
  afterEach(() => {
    // Unmount first: a screen still mounted would fetch its payment settings through the real
    // fetch once the stub is gone.
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ profile: null });
  });

  it('loads the quarterly screen for QUARTERLY, whatever the billing source', async () => {
    await openBusinessTax('QUARTERLY');
    // The first test to open the lazily loaded form: its module may take a while to compile.
    expect(
      await screen.findByRole('heading', { name: 'QUARTERLY (Current Year)' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Business Identification Number (BIN)')).toBeTruthy();
  });

  it('follows the billing source for RENEWAL and shows the convenience fee before paying', async () => {
    useSession.setState({ profile: profile(0) });
    const user = await openBusinessTax('RENEWAL');
    await user.type(await screen.findByLabelText('Business Identification Number (BIN)'), '1234567890000001');
    expect(screen.queryByLabelText('Year')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const bill = await screen.findByRole('region', { name: 'Business tax bill' });
    expect(within(bill).getAllByText('₱500.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    // The search's result takes focus; the bill's way back and the dialog's are named apart.
    expect(document.activeElement).toBe(bill);
    expect(screen.getByRole('button', { name: 'Back to search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to services' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(await screen.findByText(/A convenience fee of ₱25.00/)).toBeTruthy();
    // The total the gateway charges, shown before Pay (issue 25).
    const figures = screen.getByLabelText('What you pay');
    expect(figures?.textContent).toBe('Amount₱500.00Convenience fee₱25.00Total to pay₱525.00');
  });

  it("labels Pay 'Pay with GCASH' and shows no fee note to wallet-login users", async () => {
    useSession.setState({ profile: profile(1) });
    const user = await openBusinessTax('RENEWAL');
    await user.type(await screen.findByLabelText('Business Identification Number (BIN)'), '1234567890000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Pay with GCASH' })).toBeTruthy();
    // No fee note (§6), but the total they are charged (issue 25; outside GCash: the /pgi fee).
    expect(await screen.findByText('₱525.00')).toBeTruthy();
    expect(screen.queryByText(/convenience fee/)).toBeNull();
  });
});
