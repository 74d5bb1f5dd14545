import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from './api/create-checkout';
import { channelFor, payBill, type PayDeps } from './pay-bill';
import { useTransactionCache } from '@/stores/transactions';
import { resetPayment, usePaymentStore } from './payment-store';
import { reconcilePayment } from './reconcile-payment';
import { taxpayerActions } from '@/domain/statuses/status-transitions';

const gate = (id: string, withWallet = false) => ({
  data: {
    type: 'payment_gateways',
    id: 'c1',
    attributes: {
      url: `http://localhost/sandbox/checkout/c1`,
      reference_number: 'BYN-0001',
      amount: '1000.00',
      convenience_fee: '25.00',
      total: '1025.00',
      gateway: 'sandbox',
    },
    relationships: { transaction_history: { data: { type: 'transaction_histories', id } } },
  },
  ...(withWallet
    ? { included: { gcashMiniProgramLogs: [{ redirectionUrl: 'https://gcash.example/cashier/1' }] } }
    : {}),
});
const history = (status: string) => ({
  data: {
    type: 'transaction_histories',
    id: '42',
    attributes: {
      reference_number: 'BYN-0001',
      module_type: 'BTAX',
      transaction_type: 'RENEWAL',
      description: 'Business Tax',
      amount: '1000.00',
      convenience_fee: '25.00',
      total: '1025.00',
      status,
      status_state: status === 'PAID' ? 'success' : 'warning',
      status_description: '',
      official_receipt_number: status === 'PAID' ? 'OR-1' : null,
      paid_at: null,
      created_at: '2026-02-01T00:00:00Z',
      ...taxpayerActions(status),
      receipt_url: null,
      proof_of_payment_url: null,
    },
  },
});

let calls: { method: string; path: string; headers: Headers; body: unknown }[] = [];
let withWallet = false;

function stubNetwork() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const body = url.pathname.endsWith('/reconcile') ? history('PAID') : gate('42', withWallet);
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
}

/** A popup that records where it was sent and can be closed on cue. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) };
  return popup;
}

const POPUP = { channel: 'popup', total: '1025.00' } as const;
/** The quote a screen would show: channelFor's channel, the fixture's total. */
const shownFor = async (walletUser: boolean, d: PayDeps) => ({
  channel: await channelFor(walletUser, d),
  total: '1025.00',
});

function deps(overrides: Partial<PayDeps> = {}) {
  const d: PayDeps = {
    createCheckout,
    reconcile: vi.fn(reconcilePayment),
    openPopup: vi.fn(() => null),
    watchPopup: vi.fn(() => () => undefined),
    smallScreen: () => false,
    inMiniProgram: () => Promise.resolve(false),
    postToWallet: vi.fn(() => true),
    onWalletResult: vi.fn(() => () => undefined),
    onReturnMessage: vi.fn(() => () => undefined),
    toast: vi.fn(),
    newKey: vi.fn(() => 'key-1'),
    ...overrides,
  };
  return d;
}

describe('payBill', () => {
  beforeEach(() => {
    resetPayment();
    withWallet = false;
    stubNetwork();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the popup inside the click, sends it to the checkout and reconciles when it closes', async () => {
    const popup = fakePopup();
    let onClosed: () => void = () => undefined;
    let billingStarted = false;
    const d = deps({
      openPopup: vi.fn(() => {
        expect(billingStarted).toBe(false);
        return popup as unknown as Window;
      }),
      watchPopup: vi.fn((_p: Window, cb: () => void) => {
        onClosed = cb;
        return () => undefined;
      }),
    });
    const next = await payBill(
      {
        createBilling: () => {
          billingStarted = true;
          return Promise.resolve('42');
        },
        after: 'success-page',
        shown: POPUP,
      },
      d,
    );
    expect(next).toBe('/success-page?transaction_id=42');
    expect(popup.location.href).toBe('http://localhost/sandbox/checkout/c1');
    expect(d.toast).toHaveBeenCalledWith('Redirecting to Payment Gateway...');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/taxpayers/paymentgate/42' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    // The checkout is asked for the channel and total the payer was shown.
    expect(calls[0]?.body).toEqual({ channel: 'popup', expected_total: '1025.00' });
    expect(usePaymentStore.getState()).toMatchObject({
      step: 'at-gateway',
      channel: 'popup',
      transactionId: '42',
    });

    onClosed();
    await vi.waitFor(() => expect(usePaymentStore.getState().step).toBe('settled'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/taxpayers/transaction_histories/42/reconcile',
    });
    expect(useTransactionCache.getState()['42']?.status).toBe('PAID');
  });

  it('reconciles once when /payment-return reports back before the popup closes', async () => {
    const popup = fakePopup();
    let onClosed: () => void = () => undefined;
    let onReturn: (id: string) => void = () => undefined;
    const d = deps({
      openPopup: () => popup as unknown as Window,
      watchPopup: (_p, cb) => {
        onClosed = cb;
        return () => undefined;
      },
      onReturnMessage: (cb) => {
        onReturn = cb;
        return () => undefined;
      },
    });
    await payBill(
      { createBilling: () => Promise.resolve('42'), after: 'transaction-history', shown: POPUP },
      d,
    );
    onReturn('41');
    expect(d.reconcile).not.toHaveBeenCalled();
    onReturn('42');
    onClosed();
    expect(d.reconcile).toHaveBeenCalledTimes(1);
  });

  it('goes to /pgi on a small screen, with the transaction and where to go after', async () => {
    const d = deps({ smallScreen: () => true });
    const next = await payBill(
      {
        createBilling: () => Promise.resolve('42'),
        after: 'transaction-history',
        shown: await shownFor(false, d),
      },
      d,
    );
    expect(d.openPopup).not.toHaveBeenCalled();
    const url = new URL(next, 'http://localhost');
    expect(url.pathname).toBe('/pgi');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'http://localhost/sandbox/checkout/c1',
      transaction_id: '42',
      next: '/transaction-history/42',
    });
    expect(usePaymentStore.getState().channel).toBe('page');
  });

  it('falls back to /pgi when the popup is blocked', async () => {
    const next = await payBill(
      { createBilling: () => Promise.resolve('42'), after: 'success-page', shown: POPUP },
      deps({ openPopup: () => null }),
    );
    expect(next.startsWith('/pgi?')).toBe(true);
  });

  it('hands a GCash user in the mini-program to the wallet with the redirection URL', async () => {
    withWallet = true;
    let heard: () => void = () => undefined;
    const d = deps({
      inMiniProgram: () => Promise.resolve(true),
      onWalletResult: vi.fn((cb: () => void) => {
        heard = cb;
        return () => undefined;
      }),
    });
    const next = await payBill(
      { createBilling: () => Promise.resolve('42'), after: 'success-page', shown: await shownFor(true, d) },
      d,
    );
    expect(d.openPopup).not.toHaveBeenCalled();
    expect(d.postToWallet).toHaveBeenCalledWith('https://gcash.example/cashier/1');
    expect(next).toBe('/success-page?transaction_id=42');
    expect(usePaymentStore.getState().channel).toBe('wallet');
    heard();
    expect(d.reconcile).toHaveBeenCalledWith('42');
  });

  it('sends a GCash user outside the mini-program to /pgi', async () => {
    const d = deps({ inMiniProgram: () => Promise.resolve(false) });
    const next = await payBill(
      { createBilling: () => Promise.resolve('42'), after: 'success-page', shown: await shownFor(true, d) },
      d,
    );
    expect(d.postToWallet).not.toHaveBeenCalled();
    expect(next.startsWith('/pgi?')).toBe(true);
  });

  it('closes the popup and fails when the billing cannot be created', async () => {
    const popup = fakePopup();
    await expect(
      payBill(
        {
          createBilling: () => Promise.reject(new Error('BIN not found')),
          after: 'success-page',
          shown: POPUP,
        },
        deps({ openPopup: () => popup as unknown as Window }),
      ),
    ).rejects.toThrow('BIN not found');
    expect(popup.close).toHaveBeenCalled();
    expect(usePaymentStore.getState()).toMatchObject({ step: 'failed', error: 'BIN not found' });
    expect(calls).toHaveLength(0);
  });

  it('uses a new idempotency key for each Pay', async () => {
    let n = 0;
    const d = deps({ newKey: () => `key-${++n}` });
    await payBill({ createBilling: () => Promise.resolve('42'), after: 'success-page', shown: POPUP }, d);
    await payBill({ createBilling: () => Promise.resolve('42'), after: 'success-page', shown: POPUP }, d);
    expect(calls.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-2']);
  });

  it('never starts a payment offline: no billing, no window, no checkout', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const createBilling = vi.fn(() => Promise.resolve('42'));
    const d = deps({ openPopup: vi.fn(() => fakePopup() as unknown as Window) });
    await expect(payBill({ createBilling, after: 'success-page', shown: POPUP }, d)).rejects.toThrow(
      'You are offline. A payment needs an internet connection: connect, then try again.',
    );
    expect(createBilling).not.toHaveBeenCalled();
    expect(d.openPopup).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(usePaymentStore.getState().step).toBe('idle');
    vi.restoreAllMocks();
  });
});

describe('channelFor', () => {
  it('is the channel Pay opens, so the quote shown is the one charged', async () => {
    const at = (smallScreen: boolean, inMiniProgram: boolean) =>
      deps({ smallScreen: () => smallScreen, inMiniProgram: () => Promise.resolve(inMiniProgram) });
    expect(await channelFor(false, at(false, false))).toBe('popup');
    expect(await channelFor(false, at(true, false))).toBe('pgi');
    // A GCash user: the wallet's cashier inside its mini-program, /pgi in a browser (no popup).
    expect(await channelFor(true, at(false, true))).toBe('wallet');
    expect(await channelFor(true, at(false, false))).toBe('pgi');
  });
});
