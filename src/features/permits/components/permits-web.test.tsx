import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApplicationBilling from './application-billing';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const soa = (status: 'PAYABLE' | 'PAID' | 'EXPIRED SOA') => ({
  number: 'BP-SOA-2026-000001',
  lines: [
    {
      code: 'BUSINESS_TAX_1',
      label: 'Business tax: SARI-SARI STORE',
      basis: '0.05% of ₱150,000.00 capital',
      amount: 7_500,
    },
    { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", basis: 'Fixed fee', amount: 50_000 },
  ],
  total: 57_500,
  expires_on: '2026-11-30',
  status,
  issued_at: '2026-11-02T01:00:00Z',
});
const billing = (extra: Record<string, unknown>) => ({
  data: {
    application_id: 9,
    status: 'WAITING FOR PAYMENT',
    soa: null,
    can_regenerate_soa: false,
    permit: null,
    ...extra,
  },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an application’s SOA and permit on its transaction page', () => {
  it('shows the SOA’s number, last day, lines and total', async () => {
    fetchMock.mockResolvedValue(json(billing({ soa: soa('PAYABLE') })));
    render(
      <ApplicationBilling transactionId="42" status="WAITING FOR PAYMENT" onChanged={() => undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'Statement of Account' })).toBeTruthy();
    expect(screen.getByText('BP-SOA-2026-000001')).toBeTruthy();
    // The last day to pay, in words.
    expect(screen.getByText('Monday, November 30, 2026')).toBeTruthy();
    expect(screen.getByText('₱575.00')).toBeTruthy();
    expect(screen.getByText('Business tax: SARI-SARI STORE')).toBeTruthy();
    expect(screen.getByText('₱75.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a New Statement of Account' })).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/transaction_histories/42/application_billing');
  });

  it('asks for a new SOA once it expired, and says it was issued', async () => {
    const onChanged = vi.fn();
    fetchMock
      .mockResolvedValueOnce(
        json(billing({ status: 'EXPIRED SOA', soa: soa('EXPIRED SOA'), can_regenerate_soa: true })),
      )
      .mockResolvedValueOnce(
        json({ data: { status: 'WAITING FOR PAYMENT' }, message: 'A new statement of account was issued.' }),
      )
      .mockResolvedValue(json(billing({ soa: { ...soa('PAYABLE'), number: 'BP-SOA-2026-000002' } })));
    render(<ApplicationBilling transactionId="42" status="EXPIRED SOA" onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a New Statement of Account' }));
    expect(
      await screen.findByText('A new statement of account was issued. You can pay it now.'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/business/permit/transactions/9/regenerate_soa');
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByText('BP-SOA-2026-000002')).toBeTruthy();
  });

  it('offers the SOA as a PDF, and says so when it cannot be downloaded', async () => {
    const download_url = '/api/v1/taxpayers/applications/9/soa';
    fetchMock
      .mockResolvedValueOnce(json(billing({ soa: { ...soa('PAYABLE'), download_url } })))
      .mockResolvedValueOnce(json({ message: 'This application has no statement of account yet.' }, 404));
    render(
      <ApplicationBilling transactionId="42" status="WAITING FOR PAYMENT" onChanged={() => undefined} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download Statement of Account' }));
    expect(
      await screen.findByText('The statement of account could not be downloaded. Please try again.'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(download_url);
  });

  it('offers the released permit and its verification page', async () => {
    fetchMock.mockResolvedValue(
      json(
        billing({
          status: 'RELEASED',
          soa: soa('PAID'),
          permit: {
            number: 'BP-2026-000001',
            valid_until: '2026-12-31',
            verify_url: 'http://localhost:8080/verify/abcdefghijklmnopqrst',
            download_url: '/api/v1/taxpayers/applications/9/document',
            title: { en: 'Business Permit', fil: 'Permiso sa Negosyo' },
            noun: { en: 'permit', fil: 'permiso' },
            file_name: 'business-permit-BP-2026-000001.pdf',
          },
        }),
      ),
    );
    render(<ApplicationBilling transactionId="42" status="RELEASED" onChanged={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Download Permit' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business Permit' })).toBeTruthy();
    expect(screen.getByText('Permit No.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Check this permit's verification page" }).getAttribute('href'),
    ).toBe('/verify/abcdefghijklmnopqrst');
  });

  it('names any released document as its entry does: a clearance always valid', async () => {
    fetchMock.mockResolvedValue(
      json(
        billing({
          status: 'RELEASED',
          soa: soa('PAID'),
          permit: {
            number: 'BC-2026-000001',
            valid_until: '',
            verify_url: 'http://localhost:8080/verify/abcdefghijklmnopqrst',
            download_url: '/api/v1/taxpayers/applications/9/document',
            title: { en: 'Barangay Clearance', fil: 'Barangay Clearance' },
            noun: { en: 'clearance', fil: 'clearance' },
            file_name: 'barangay-clearance-BC-2026-000001.pdf',
          },
        }),
      ),
    );
    render(<ApplicationBilling transactionId="42" status="RELEASED" onChanged={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Barangay Clearance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Clearance' })).toBeTruthy();
    expect(screen.getByText('Clearance No.')).toBeTruthy();
    expect(screen.queryByText('Valid Until')).toBeNull();
    expect(screen.getByRole('link', { name: "Check this clearance's verification page" })).toBeTruthy();
  });

  it('shows nothing for a transaction that is not an application', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Application not found' }, 404));
    const { container } = render(
      <ApplicationBilling transactionId="7" status="PAID" onChanged={() => undefined} />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
