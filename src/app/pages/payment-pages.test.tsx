import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { moveTo, resetPayment } from '@/features/payments/payment-store';
import { forgetTransactions, rememberTransaction } from '@/stores/transactions';
import { PAYMENT_RETURN_MESSAGE } from '@/features/payments/payment-return-message';
import PaymentReturnPage from './payment-return-page';
import PgiPage from './pgi-page';
import SuccessPage from './success-page';
import { taxpayerActions } from '@/domain/statuses/status-transitions';
import { forgetPaymentSettings } from '@/features/payments/api/get-payment-settings';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const history = (status: string, refunds: unknown[] = []) => ({
  data: {
    type: 'transaction_histories',
    id: '42',
    attributes: {
      reference_number: 'BYN-2026-000042',
      module_type: 'BTAX',
      transaction_type: 'RENEWAL',
      description: 'Business Tax RENEWAL',
      amount: '100.00',
      convenience_fee: '25.00',
      total: '125.00',
      status,
      status_state: status === 'PAID' ? 'success' : 'warning',
      status_description: '',
      official_receipt_number: status === 'PAID' ? 'OR-0000123' : null,
      paid_at: null,
      created_at: '2026-02-01T01:00:00Z',
      ...taxpayerActions(status),
      receipt_url: null,
      proof_of_payment_url: null,
      refunds,
    },
  },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** The payment settings of a sandbox portal at happy-dom's origin, and the history otherwise. */
const settingsOr = (other: unknown) => (input: RequestInfo | URL) =>
  Promise.resolve(
    json(
      String(input).endsWith('/payment_settings')
        ? {
            data: {
              attributes: {
                convenience_fee: '25.00',
                gateway: 'sandbox',
                checkout_url_prefix: `${window.location.origin}/sandbox/checkout/`,
              },
            },
          }
        : other,
    ),
  );
/** The transaction's quote: ₱100.00 and the ₱25.00 fee, in the state given. */
const quote = (payment_state: string) => ({
  data: {
    type: 'payment_quotes',
    id: '42',
    attributes: {
      channel: 'pgi',
      amount: '100.00',
      convenience_fee: '25.00',
      total: '125.00',
      payment_state,
    },
  },
});
const calledUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

function at(path: string, pattern: string, Page: () => React.ReactNode) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Route path={pattern} component={Page} />
    </Router>,
  );
  return memory;
}

describe('payment pages', () => {
  beforeEach(() => {
    resetPayment();
    forgetPaymentSettings();
    forgetTransactions();
    fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(history('PAID'))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    applyLocale('en');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('/pgi frames the gateway with Back to Home, and moves on when the frame returns', async () => {
    fetchMock.mockImplementation(settingsOr(history('PAID')));
    const checkout = `${window.location.origin}/sandbox/checkout/c1`;
    const next = encodeURIComponent('/transaction-history/42');
    const memory = at(
      `/pgi?url=${encodeURIComponent(checkout)}&transaction_id=42&next=${next}`,
      '/pgi',
      PgiPage,
    );
    const frame = await screen.findByTitle('Payment gateway');
    expect(frame.getAttribute('src')).toBe(checkout);
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PAYMENT_RETURN_MESSAGE, transactionId: '42' },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/transaction-history/42'));
    expect(calledUrls()).toContain('/api/v1/taxpayers/transaction_histories/42/reconcile');
  });

  it('/pgi refuses a script address and Back to Home still reconciles', async () => {
    fetchMock.mockImplementation(settingsOr(history('PAID')));
    const memory = at('/pgi?url=javascript%3Aalert(1)&transaction_id=42', '/pgi', PgiPage);
    expect((await screen.findByRole('alert')).textContent).toContain('not valid');
    expect(screen.queryByTitle('Payment gateway')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(memory.history?.at(-1)).toBe('/');
    expect(calledUrls().some((u) => u.endsWith('/transaction_histories/42/reconcile'))).toBe(true);
  });

  it("/pgi frames no https site but the configured gateway's checkout", async () => {
    fetchMock.mockImplementation(settingsOr(history('PAID')));
    for (const url of ['https://evil.example/login', `${window.location.origin}/logout`]) {
      at(`/pgi?url=${encodeURIComponent(url)}&transaction_id=42`, '/pgi', PgiPage);
      expect((await screen.findByRole('alert')).textContent).toContain('not valid');
      expect(screen.queryByTitle('Payment gateway')).toBeNull();
      cleanup();
    }
  });

  it('/pgi frames nothing when the payment settings cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const url = encodeURIComponent(`${window.location.origin}/sandbox/checkout/c1`);
    at(`/pgi?url=${url}&transaction_id=42`, '/pgi', PgiPage);
    expect((await screen.findByRole('alert')).textContent).toContain('not valid');
    expect(screen.queryByTitle('Payment gateway')).toBeNull();
  });

  it('/payment-return re-reads the status, tells the opener and closes the popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const postMessage = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    vi.stubGlobal('opener', { postMessage });
    at('/payment-return?transaction_id=42', '/payment-return', PaymentReturnPage);
    expect(postMessage).toHaveBeenCalledWith(
      { type: PAYMENT_RETURN_MESSAGE, transactionId: '42' },
      window.location.origin,
    );
    expect(await screen.findByText('PAID')).toBeTruthy();
    expect(screen.getByText('You can close this window now.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/transaction_histories/42/reconcile');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it('/payment-return in a tab of its own links to the transaction', async () => {
    at('/payment-return?transaction_id=42', '/payment-return', PaymentReturnPage);
    expect(await screen.findByText('PAID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Transaction' }).getAttribute('href')).toBe(
      '/transaction-history/42',
    );
  });

  it('/success-page waits for the payment window, then shows the paid transaction', async () => {
    fetchMock.mockResolvedValue(json(history('WAITING FOR PAYMENT')));
    moveTo('creating-billing');
    moveTo('creating-checkout', { transactionId: '42' });
    moveTo('at-gateway', { channel: 'popup' });
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByText(/Complete your payment in the payment window/)).toBeTruthy();
    expect(await screen.findByText('WAITING FOR PAYMENT')).toBeTruthy();
    act(() => {
      moveTo('reconciling');
      rememberTransaction('42', history('PAID').data.attributes as never);
      moveTo('settled');
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText('OR-0000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Transaction' }).getAttribute('href')).toBe(
      '/transaction-history/42',
    );
  });

  it('/success-page says a payment was not applied, and will be refunded, when the bill was paid by someone else', async () => {
    const held = {
      reason: 'duplicate',
      amount: '125.00',
      status: 'for_approval',
      created_at: '2026-02-01T02:00:00Z',
      completed_at: null,
    };
    fetchMock.mockResolvedValue(json(history('FOR REFUND APPROVAL', [held])));
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByRole('heading', { name: 'Payment Not Applied' })).toBeTruthy();
    expect(screen.getByText(/could not be applied to this bill, so no receipt was issued/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payments to be refunded' }).textContent).toMatch(
      /already been paid/,
    );
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull();
  });
  it('/success-page after the gateway closed unpaid says so, never "Thank you!", and pays again on Pay Now', async () => {
    vi.stubGlobal('innerWidth', 390);
    const gate = {
      data: {
        type: 'payment_gateways',
        id: 'chk_2',
        attributes: {
          url: `${window.location.origin}/sandbox/checkout/chk_2`,
          reference_number: 'BYN-2026-000042',
          amount: '100.00',
          convenience_fee: '25.00',
          total: '125.00',
          gateway: 'sandbox',
        },
        relationships: { transaction_history: { data: { type: 'transaction_histories', id: '42' } } },
      },
    };
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/paymentgate/42')
        ? Promise.resolve(json(gate))
        : String(input).includes('/transaction_histories/42/payment_quote?channel=pgi')
          ? Promise.resolve(json(quote('payable')))
          : settingsOr(history('WAITING FOR PAYMENT'))(input),
    );
    const memory = at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByRole('heading', { name: 'Payment Not Completed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull();
    // What Pay Now charges is shown before it: the server's quote for /pgi on a phone.
    expect(await screen.findByText('₱125.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(memory.history?.at(-1)).toMatch(/^\/pgi\?/));
    const next = new URLSearchParams(memory.history?.at(-1)?.split('?')[1]);
    expect(next.get('transaction_id')).toBe('42');
    expect(next.get('url')).toBe(gate.data.attributes.url);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/paymentgate/42')) ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ channel: 'pgi', expected_total: '125.00' });
  });

  it('/success-page says a bill paid meanwhile is paid, with no Pay Now; one being paid is said before Pay Now', async () => {
    let state = 'paid';
    fetchMock.mockImplementation((input) =>
      String(input).includes('/payment_quote')
        ? Promise.resolve(json(quote(state)))
        : settingsOr(history('WAITING FOR PAYMENT'))(input),
    );
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(
      await screen.findByText(
        'This bill has already been paid, so there is nothing to pay. Check your transaction history.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    cleanup();
    state = 'being_paid';
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByText(/Someone started paying this bill and has not finished/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('/success-page offers no Pay Now for a paid transaction', async () => {
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('/success-page re-renders its outcome and links in the language chosen on the page', async () => {
    at('/success-page?transaction_id=42', '/success-page', SuccessPage);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    await act(() => switchLocale('fil'));
    expect(screen.getByRole('heading', { name: 'Matagumpay ang Pagbabayad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tingnan ang Transaksyon' })).toBeTruthy();
  });
});
