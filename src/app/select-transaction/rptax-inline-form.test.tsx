import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '@/domain/contracts/account-responses';
import { forgetPaymentSettings } from '@/features/payments/api/get-payment-settings';
import SelectTransactionDialog from '@/features/select-transaction/components/select-transaction-dialog';
import { useSession } from '@/stores/session';
import { INLINE_FORMS } from './inline-form-registry';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const RPTAX = {
  type: 'module_systems',
  id: '1',
  attributes: {
    name: 'RPTAX',
    description: 'Real Property Tax',
    description_filipino: 'Buwis sa Lupa at Gusali (Amilyar)',
    category: 'E-Government',
    is_active: true,
    is_coming_soon: false,
    other_information: 'house',
    photo: null,
    cms_code: 'RPTAX',
    sequence: 1,
  },
};
const TAX_PAYMENT = {
  type: 'application_statuses',
  id: '1',
  attributes: {
    name: 'TAX PAYMENT',
    description_filipino: 'Pagbabayad',
    system_module_id: 1,
    amount: '0.00',
  },
};

function api(url: string) {
  const path = new URL(url, 'http://x').pathname;
  if (path.endsWith('/module_systems')) return { data: [RPTAX] };
  if (path.endsWith('/module_systems/1')) return { data: RPTAX, included: [TAX_PAYMENT] };
  if (path.endsWith('/billing_import'))
    return { data: { type: 'billing_import', id: '1', attributes: { billing_source: 'API' } } };
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

async function openRealPropertyTax(rptaxFlag: string) {
  const { hook, history } = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={hook}>
      <SelectTransactionDialog
        onClose={() => undefined}
        inlineForms={INLINE_FORMS}
        settings={{ variant: 'current', rptaxFlag, rptaxHasOr: false }}
      />
    </Router>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Real Property Tax/ }));
  await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'TAX PAYMENT');
  return { user, history };
}

describe('the RPTAX inline form (ANGELES) in the Select Transaction dialog', () => {
  beforeEach(() => {
    forgetPaymentSettings();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(json(api(String(url))))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ profile: null });
  });

  it('asks for the owner ID and year inside the dialog, with no Proceed, where RPTAX is ANGELES', async () => {
    useSession.setState({ profile: { is_gcash_login: 0 } as unknown as Profile });
    await openRealPropertyTax('ANGELES');
    const dialog = screen.getByRole('dialog', { name: 'Select Transaction' });
    const form = await within(dialog).findByRole(
      'form',
      { name: 'Search properties by owner ID' },
      // The form's code loads the first time the dialog shows it (lazy-inline-form.tsx).
      { timeout: 5000 },
    );
    expect(within(form).getByLabelText('Owner ID')).toBeTruthy();
    expect(within(form).getByLabelText('Year')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  it('elsewhere Proceeds to the rptax-billing page', async () => {
    const { user, history } = await openRealPropertyTax('');
    expect(screen.queryByLabelText('Owner ID')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await vi.waitFor(() => expect(history.at(-1)).toBe('/create-transaction/rptax-billing'));
  });
});
