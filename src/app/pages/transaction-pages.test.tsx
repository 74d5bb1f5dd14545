import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { siteContent } from '@/content/site-content';
import { forgetTransactions } from '@/stores/transactions';
import TransactionDetailPage from './transaction-detail-page';
import TransactionHistoryPage from './transaction-history-page';
import { taxpayerActions } from '@/domain/statuses/status-transitions';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const attributes = (status: string, extra: Record<string, unknown> = {}) => ({
  reference_number: 'BYN-2026-000042',
  module_type: 'BTAX',
  transaction_type: 'RENEWAL',
  description: 'Business Tax RENEWAL',
  amount: '12500.00',
  convenience_fee: '25.00',
  total: '12525.00',
  status,
  status_state: status === 'PAID' ? 'success' : 'warning',
  status_description: status === 'PAID' ? 'Payment received.' : 'Your application is not yet paid.',
  official_receipt_number: status === 'PAID' ? 'OR-0000123' : null,
  paid_at: status === 'PAID' ? '2026-02-01T02:00:00Z' : null,
  created_at: '2026-02-01T01:00:00Z',
  ...taxpayerActions(status),
  receipt_url: status === 'PAID' ? '/api/v1/taxpayers/transaction_histories/42/receipt.pdf' : null,
  proof_of_payment_url: null,
  ...extra,
});
const item = (id: string, status: string) => ({
  type: 'transaction_histories',
  id,
  attributes: attributes(status),
});
const detail = (status: string, extra = {}) => ({
  data: { ...item('42', status), attributes: attributes(status, extra) },
});

/** The server's quote of the unpaid transaction, which its detail page asks beside the detail. */
const quoted = { channel: 'popup', amount: '12500.00', convenience_fee: '25.00', total: '12525.00' };
const quote = {
  data: { type: 'payment_quotes', id: '42', attributes: { ...quoted, payment_state: 'payable' } },
};
/** Answers the transaction's quote with its quote, and anything else with `body`. */
const detailAnd = (body: unknown) => (input: RequestInfo | URL) =>
  Promise.resolve(json(String(input).includes('/payment_quote') ? quote : body));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function at(path: string, pattern: string, Page: () => React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <Route path={pattern} component={Page} />
    </Router>,
  );
}

describe('transaction history pages', () => {
  beforeEach(() => {
    forgetTransactions();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    siteContent.components = {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists transactions in a table with their status colour and description, a page at a time', async () => {
    fetchMock.mockResolvedValue(
      json({
        data: [item('42', 'PAID'), item('41', 'WAITING FOR PAYMENT')],
        meta: { pagination: { total: 12, count: 2, per_page: 10, current_page: 2, total_pages: 2 } },
      }),
    );
    at('/transaction-history?page=2', '/transaction-history', TransactionHistoryPage);
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // A table on a wide screen; CSS makes each row a card on a narrow one, amount and status first.
    expect(table.closest('.record-table')?.classList.contains('record-table-cards')).toBe(false);
    const paid = within(rows[1] as HTMLElement).getByText('PAID');
    expect(paid.className).toContain('status-success');
    expect(paid.closest('td')?.className).toBe('record-lead');
    expect(within(rows[1] as HTMLElement).getByText(': Payment received.')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'View BYN-2026-000042' })
        .getAttribute('href'),
    ).toBe('/transaction-history/42');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('page=2&per_page=10');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/transaction-history?page=1',
    );
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shows cards instead on smart-city sites', async () => {
    siteContent.components = { SMART_CITY_TRANSACTION_HISTORY: true };
    fetchMock.mockResolvedValue(
      json({
        data: [item('42', 'PAID')],
        meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 } },
      }),
    );
    at('/transaction-history', '/transaction-history', TransactionHistoryPage);
    // The one list of every result, as cards at every width: amount and status lead each card.
    const list = await screen.findByRole('table', { name: 'Your transactions' });
    expect(list.closest('.record-table-cards')).not.toBeNull();
    const [, row] = within(list).getAllByRole('row');
    expect(within(row as HTMLElement).getByText('BYN-2026-000042')).toBeTruthy();
    expect(
      within(row as HTMLElement)
        .getByText('₱12,525.00')
        .closest('td')?.className,
    ).toContain('record-lead');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'There are no records found.' when there are none", async () => {
    fetchMock.mockResolvedValue(
      json({
        data: [],
        meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 } },
      }),
    );
    at('/transaction-history', '/transaction-history', TransactionHistoryPage);
    expect(await screen.findByText('There are no records found.')).toBeTruthy();
  });

  it('shows a paid transaction with its OR number and downloads the receipt with the token', async () => {
    localStorage.setItem('token', 'tok-9');
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).endsWith('/receipt.pdf')
          ? new Response('%PDF-1.4', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="OR-0000123.pdf"',
              },
            })
          : json(detail('PAID')),
      ),
    );
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    expect(await screen.findByText('OR-0000123')).toBeTruthy();
    expect(screen.getByText('Payment received.')).toBeTruthy();
    expect(screen.getByText('₱12,525.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Transaction' })).toBeNull();
    expect(screen.queryByLabelText('Proof of Payment')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/v1/taxpayers/transaction_histories/42/receipt.pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-9');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('OR-0000123.pdf');
    click.mockRestore();
  });

  it('explains a payment held for refund: not applied, no receipt, and how far the refund is', async () => {
    const held = detail('FOR REFUND APPROVAL', {
      status_description: 'We received a payment that could not be applied to your bill.',
      refunds: [
        {
          reason: 'duplicate',
          amount: '12525.00',
          status: 'for_approval',
          created_at: '2026-02-01T03:00:00Z',
          completed_at: null,
        },
        {
          reason: 'amount_mismatch',
          amount: '0.01',
          status: 'refunded',
          created_at: '2026-02-02T03:00:00Z',
          completed_at: '2026-02-03T03:00:00Z',
        },
      ],
    });
    fetchMock.mockImplementation(() => Promise.resolve(json(held)));
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    const section = await screen.findByRole('region', { name: 'Payments to be refunded' });
    const [duplicate, mismatch] = within(section).getAllByRole('listitem');
    expect(duplicate?.textContent).toMatch(/₱12,525\.00.*already been paid.*No receipt was issued/);
    expect(duplicate?.textContent).toMatch(/waiting for the treasury's approval/);
    expect(mismatch?.textContent).toMatch(/₱0\.01.*did not match the amount due.*bill it again/);
    expect(mismatch?.textContent).toMatch(/Refunded on .*2026 to the account you paid from/);
    expect(screen.getByText('Not issued')).toBeTruthy();
    expect(screen.queryByLabelText('Proof of Payment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('cancels an unpaid transaction after confirming', async () => {
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'PUT'
        ? Promise.resolve(json({ ...detail('CANCELLED', { can_cancel: false }), message: 'Updated!' }))
        : detailAnd(detail('WAITING FOR PAYMENT'))(input),
    );
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Transaction' }));
    // The dialog's code loads on the press (it is not part of the page's first load).
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('CANCELLED')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/v1/taxpayers/transaction_histories/42/cancel');
    expect(init?.method).toBe('PUT');
    expect(screen.queryByRole('button', { name: 'Cancel Transaction' })).toBeNull();
  });

  it('uploads a proof of payment with PUT and shows its progress', async () => {
    const sent: { method: string; url: string }[] = [];
    const requests: FakeXhr[] = [];
    class FakeXhr {
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private method = '';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        sent.push({ method: this.method, url: this.url });
        requests.push(this);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock.mockImplementation(detailAnd(detail('WAITING FOR PAYMENT')));
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    const input = await screen.findByLabelText('Proof of Payment');
    await userEvent.upload(input, new File(['x'], 'proof.png', { type: 'image/png' }));
    // The upload code loads when a file is sent.
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', url: '/api/v1/taxpayers/transaction_histories/42/payment_receipt' },
      ]),
    );
    const xhr = requests[0];
    xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    Object.assign(xhr ?? {}, {
      status: 200,
      responseText: JSON.stringify({
        ...detail('WAITING FOR PAYMENT', { proof_of_payment_url: '/u/p.png' }),
        message: 'File Uploaded!',
      }),
    });
    xhr?.onload?.();
    expect(await screen.findByText(/A proof of payment was received/)).toBeTruthy();
  });

  it('refuses a file that is not a JPEG or PNG before sending it', async () => {
    fetchMock.mockImplementation(detailAnd(detail('WAITING FOR PAYMENT')));
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    const input = await screen.findByLabelText('Proof of Payment');
    await userEvent.upload(input, new File(['x'], 'proof.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('File size is too large or file format is invalid.')).toBeTruthy();
  });
  it('offers Pay Now after a failed payment, and not on a paid or cancelled transaction', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(detail('PAYMENT FAILED'))));
    at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
    cleanup();
    for (const status of ['PAID', 'CANCELLED']) {
      forgetTransactions();
      fetchMock.mockImplementation(() => Promise.resolve(json(detail(status))));
      at('/transaction-history/42', '/transaction-history/:id', TransactionDetailPage);
      expect(await screen.findByText(status)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
      cleanup();
    }
  });
});
