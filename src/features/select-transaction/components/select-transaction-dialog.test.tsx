import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectTransactionSettings } from '../inline-form';
import SelectTransactionDialog from './select-transaction-dialog';

const mod = (id: string, name: string, category: string, extra: Record<string, unknown> = {}) => ({
  type: 'module_systems',
  id,
  attributes: {
    name,
    description: `${name} service`,
    description_filipino: `${name} serbisyo`,
    category,
    is_active: true,
    is_coming_soon: false,
    other_information: 'icon',
    photo: null,
    cms_code: name,
    sequence: Number(id),
    ...extra,
  },
});
const status = (id: string, moduleId: number, name: string, amount = '0.00', subPath?: string) => ({
  type: 'application_statuses',
  id,
  attributes: {
    name,
    description_filipino: name,
    system_module_id: moduleId,
    amount,
    ...(subPath && { sub_path: subPath }),
  },
});

const MODULES = [
  mod('1', 'RPTAX', 'E-Government'),
  mod('2', 'BTAX', 'E-Government'),
  mod('3', 'BPLS', 'E-Government'),
  mod('7', 'PSA', 'E-Services'),
  mod('13', 'PC', 'E-Services', { is_coming_soon: true }),
  mod('14', 'MVOPS', 'E-Services', { is_active: false }),
  mod('18', 'MISC', 'E-Services'),
  // A kind added as a definition file: no row of §2.8's table, its page named by the catalogue.
  mod('20', 'BRGY', 'E-Services'),
];
const STATUSES: Record<string, unknown[]> = {
  '1': [status('1', 1, 'TAX PAYMENT'), status('23', 1, 'TAX CLEARANCE', '100.00')],
  '2': [status('2', 2, 'QUARTERLY')],
  '3': [status('5', 3, 'NEW'), status('6', 3, 'RENEWAL'), status('99', 3, 'MYSTERY')],
  '7': [status('19', 7, 'BIRTH CERTIFICATE', '155.00')],
  '13': [status('33', 13, 'NEW')],
  '18': [status('40', 18, 'MISCELLANEOUS FEE PAYMENT')],
  '20': [status('44', 20, 'NEW', '0.00', 'barangay-clearance-new')],
};
let billingSource = 'API';

function api(url: string) {
  const path = new URL(url, 'http://x').pathname;
  const detail = /module_systems\/(\d+)$/.exec(path);
  if (detail?.[1]) {
    const m = MODULES.find((x) => x.id === detail[1]);
    return { data: m, included: STATUSES[detail[1]] ?? [] };
  }
  if (path.endsWith('/module_systems')) return { data: MODULES.filter((m) => m.attributes.is_active) };
  if (path.endsWith('/billing_import'))
    return { data: { type: 'billing_import', id: '1', attributes: { billing_source: billingSource } } };
  throw new Error(`unexpected ${url}`);
}

const settings: SelectTransactionSettings = { variant: 'current', rptaxFlag: '', rptaxHasOr: false };

function open(overrides: Partial<typeof settings> = {}) {
  const onClose = vi.fn();
  render(
    <SelectTransactionDialog onClose={onClose} inlineForms={{}} settings={{ ...settings, ...overrides }} />,
  );
  return onClose;
}

describe('SelectTransactionDialog', () => {
  beforeEach(() => {
    billingSource = 'API';
    window.history.replaceState(null, '', '/');
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(JSON.stringify(api(String(url))), { headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the active modules in two columns, without inactive ones', async () => {
    open();
    const government = await screen.findByRole('region', { name: 'E-Government' });
    const services = screen.getByRole('region', { name: 'E-Services' });
    expect(
      within(government)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['RPTAX serviceRPTAX serbisyo', 'BTAX serviceBTAX serbisyo', 'BPLS serviceBPLS serbisyo']);
    expect(within(services).queryByText('MVOPS service')).toBeNull();
  });

  it('shows the module card, enables Proceed only after a type, and opens the mapped page', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.click(await screen.findByRole('button', { name: /PSA service/ }));
    expect(await screen.findByRole('img', { name: 'Active' })).toBeTruthy();
    expect(screen.getByText('PSA serbisyo')).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'BIRTH CERTIFICATE');
    await user.click(proceed);
    await waitFor(() => expect(window.location.pathname).toBe('/create-transaction/birth-certificate-new'));
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('selectedTransaction') ?? '{}')).toMatchObject({
      system_module_id: 7,
      application_status_id: 19,
      transaction_type: 'BIRTH CERTIFICATE',
      module_type: 'PSA',
      amount: '155.00',
      office_id: null,
    });
  });

  it('marks a coming-soon module in the list, in its name', async () => {
    open();
    expect((await screen.findByRole('button', { name: /PC service/ })).textContent).toContain('Coming soon');
    expect(screen.getByRole('button', { name: /PSA service/ }).textContent).not.toContain('Coming soon');
  });

  it('says a coming-soon module is soon to be available, with no Proceed', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /PC service/ }));
    const notice = await screen.findByText('Soon to be available');
    expect(notice.getAttribute('title')).toBe('Coming Soon!');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  it('goes back to the list and resets the choice', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /BPLS service/ }));
    await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'NEW');
    await user.click(screen.getByRole('button', { name: 'Back to services' }));
    await user.click(await screen.findByRole('button', { name: /BPLS service/ }));
    expect(((await screen.findByLabelText('Transaction Type')) as HTMLSelectElement).value).toBe('');
  });

  it('sends RPTAX TAX PAYMENT to rptax-csv when bills come from CSV', async () => {
    billingSource = 'CSV';
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /RPTAX service/ }));
    await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'TAX PAYMENT');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(window.location.pathname).toBe('/create-transaction/rptax-csv'));
  });

  it('with RPTAX_HAS_OR, module 1 goes straight to rptax-billing with its first type', async () => {
    const user = userEvent.setup();
    open({ rptaxHasOr: true });
    await user.click(await screen.findByRole('button', { name: /RPTAX service/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/create-transaction/rptax-billing'));
    expect(JSON.parse(localStorage.getItem('selectedTransaction') ?? '{}')).toMatchObject({
      application_status_id: 1,
    });
  });

  it('in the older variant, RPTAX does not offer status 23', async () => {
    const user = userEvent.setup();
    open({ variant: 'older' });
    await user.click(await screen.findByRole('button', { name: /RPTAX service/ }));
    const select = await screen.findByLabelText('Transaction Type');
    expect(within(select).queryByRole('option', { name: 'TAX CLEARANCE' })).toBeNull();
  });

  it("opens the page a kind's definition declares when §2.8's table has no row for it", async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /BRGY service/ }));
    await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'NEW');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(window.location.pathname).toBe('/create-transaction/barangay-clearance-new'));
  });

  it("logs 'Something went wrong!' and goes home for an unknown combination", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/somewhere');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /BPLS service/ }));
    await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'MYSTERY');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(error).toHaveBeenCalledWith('Something went wrong!', 'BPLS', 'MYSTERY');
  });

  it('says on choosing it that a module whose inline form is not built is not payable online yet', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /BTAX service/ }));
    expect(await screen.findByText(/Online payment for BTAX service is not available yet/)).toBeTruthy();
    expect(screen.queryByLabelText('Transaction Type')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  it('says so for MISC at once, without a transaction type or a form first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /MISC service/ }));
    expect(await screen.findByText(/Online payment for MISC service is not available yet/)).toBeTruthy();
    expect(screen.queryByLabelText('Transaction Type')).toBeNull();
    expect(screen.queryByLabelText('Office')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  it('shows a module its inline form in place of Proceed once a type is chosen', async () => {
    const user = userEvent.setup();
    render(
      <SelectTransactionDialog
        onClose={vi.fn()}
        inlineForms={{ BTAX: ({ status }) => <p>Inline form for {status.attributes.name}</p> }}
        settings={settings}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /BTAX service/ }));
    expect(await screen.findByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'QUARTERLY');
    expect(await screen.findByText('Inline form for QUARTERLY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });

  it('moves focus to the chosen module, keeps it on the type, and back to the module on Back', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /BPLS service/ }));
    const heading = await screen.findByRole('heading', { name: 'BPLS service' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'NEW');
    expect(document.activeElement).toBe(screen.getByLabelText('Transaction Type'));
    await user.click(screen.getByRole('button', { name: 'Back to services' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /BPLS service/ })),
    );
  });

  it('closes on Escape after a module is chosen, and when focus has fallen to the page', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.click(await screen.findByRole('button', { name: /PSA service/ }));
    await screen.findByRole('heading', { name: 'PSA service' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
