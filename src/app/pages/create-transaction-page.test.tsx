import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import CreateTransactionPage from './create-transaction-page';

function open(path: string) {
  const [pathname = '', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/create-transaction/:page" component={CreateTransactionPage} />
    </Router>,
  );
  return location;
}

const choose = (module_type: string, transaction_type: string) =>
  localStorage.setItem('selectedTransaction', JSON.stringify({ module_type, transaction_type }));

describe('/create-transaction/{page}', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('opens the page of a built service by its sub-path', () => {
    localStorage.setItem(
      'selectedTransaction',
      JSON.stringify({ module_type: 'RPTAX', application_status_id: 1 }),
    );
    open('/create-transaction/rptax-billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Real Property Tax' })).toBeTruthy();
  });

  it('is "Page not found" for a service not built yet', () => {
    // The older variant's PUV special permit: no kind serves it (every §2.8 row has its page now).
    open('/create-transaction/puv');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  // T_BPLS's sub-paths open BPLS's kinds (§2.8): the draft is asked by the kind's route, which the
  // server knows, not by the page's (a 404 that left "The form could not be loaded" for good).
  it.each([
    ['business-permit-new', 'e2e-business-permit-new', 'New Business Permit'],
    ['business-permit-renew', 'e2e-business-permit-renew', 'Business Permit Renewal'],
  ])('opens %s with the draft of its kind %s', async (page, route, title) => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const url = String(input instanceof Request ? input.url : input);
        asked.push(new URL(url, 'http://localhost').pathname);
        const known = url.includes(`/application_drafts/${route}`);
        return Promise.resolve(
          new Response(JSON.stringify(known ? { data: null } : { message: 'Not found' }), {
            status: known ? 200 : 404,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }),
    );
    open(`/create-transaction/${page}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeTruthy();
    expect(asked).toContain(`/api/v1/taxpayers/application_drafts/${route}`);
    expect(asked).not.toContain(`/api/v1/taxpayers/application_drafts/${page}`);
  });

  it("opens E-Help's immunization registration for EHELP's vaccination (§2.8)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    open('/create-transaction/vaccination');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'COVID-19 Electronic Immunization Registration',
      }),
    ).toBeTruthy();
  });

  // The older variant (§2.8) routes to the same kinds as the current table: its sub-path becomes
  // the kind's own, by the choice it was made for.
  it.each([
    // With no network, an application kind's page settles on its Try again; OVR's asks nothing.
    ['cedula-individual', ['CDL', 'INDIVIDUAL'], 'cedula-individual-new', 'button', 'Try again'],
    ['birth-certificate', ['PSA', 'BIRTH CERTIFICATE'], 'birth-certificate-new', 'button', 'Try again'],
    [
      'health-certificate',
      ['HC', 'CITY EMPLOYEE'],
      'health-certificate-city-employee',
      'button',
      'Try again',
    ],
    [
      'health-certificate',
      ['HC', 'MARKET VENDORS'],
      'health-certificate-market-vendor',
      'button',
      'Try again',
    ],
    [
      'ordinance-violation-receipt',
      ['OVRS', 'OVR PAYMENT'],
      'ordinance-violation-system',
      'heading',
      'Ordinance Violation Receipt',
    ],
  ] as const)('sends the older %s (%j) to %s', async (older, [module, type], current, role, name) => {
    choose(module, type);
    const location = open(`/create-transaction/${older}?resubmit=7`);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/create-transaction/${current}?resubmit=7`));
    // The page it lands on has settled, so nothing it asked for outlives the test.
    expect(await screen.findByRole(role, { name })).toBeTruthy();
  });

  it("sends RPTAX's older current to the payment page the billing source picks", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              data: { type: 'billing_import', id: '1', attributes: { billing_source: 'CSV' } },
            }),
            {
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        ),
      ),
    );
    choose('RPTAX', 'TAX PAYMENT');
    const location = open('/create-transaction/current');
    await waitFor(() => expect(location.history.at(-1)).toBe('/create-transaction/rptax-csv'));
  });

  it('is "Page not found" for an older sub-path standing for several kinds when none was chosen', () => {
    open('/create-transaction/health-certificate');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
