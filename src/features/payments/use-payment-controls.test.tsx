import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/stores/toasts';
import type { PayRequest } from './pay-bill';
import { usePaymentControls } from './use-payment-controls';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's quote: ₱25.00 on the popup and /pgi, ₱10.00 in the wallet; records each ask. */
function stubQuotes() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/payment_quote'))
        return Promise.reject(new Error(`unexpected ${url.pathname}`));
      asked.push(url.searchParams);
      const channel = url.searchParams.get('channel') ?? 'popup';
      const amount = url.searchParams.get('amount') ?? '0.00';
      const fee = channel === 'wallet' ? 1_000 : 2_500;
      const total = ((Math.round(Number(amount) * 100) + fee) / 100).toFixed(2);
      return Promise.resolve(
        json({
          data: {
            type: 'payment_quotes',
            id: channel,
            attributes: { channel, amount, convenience_fee: (fee / 100).toFixed(2), total },
          },
        }),
      );
    }),
  );
  return asked;
}

const createBilling = () => Promise.resolve('42');

/** A bill screen: the quote of ₱1,000.00 and Pay, as PayForm composes them. */
function Screen({
  walletUser = false,
  pay,
  onDone = vi.fn(),
  navigate = vi.fn(),
}: {
  walletUser?: boolean;
  pay: (request: PayRequest) => Promise<string>;
  onDone?: () => void;
  navigate?: (to: string) => void;
}) {
  const controls = usePaymentControls({ walletUser, onDone, navigate, pay });
  const quote = controls.useQuote('1000.00');
  return (
    <>
      {quote.view}
      <button
        type="button"
        disabled={controls.busy}
        onClick={() => void controls.pay(createBilling, 'success-page', quote.shown).catch(() => undefined)}
      >
        {controls.label}
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useToasts.setState({ toasts: [] });
});

describe('usePaymentControls', () => {
  it('shows the quote, pays for the total shown, keeps Pay busy meanwhile, then goes where the flow says', async () => {
    const asked = stubQuotes();
    let finish: (next: string) => void = () => undefined;
    const pay = vi.fn((_: PayRequest) => new Promise<string>((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    const navigate = vi.fn();
    render(<Screen pay={pay} onDone={onDone} navigate={navigate} />);

    expect(await screen.findByText('₱1,025.00')).toBeTruthy();
    expect(screen.getByText('₱25.00')).toBeTruthy();
    expect(
      screen.getByText(
        'A convenience fee of ₱25.00 is charged by the e-payment service. The payment reference must be paid within the day.',
      ),
    ).toBeTruthy();
    expect(asked.map((q) => q.toString())).toEqual(['amount=1000.00&channel=popup']);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledWith({
      createBilling,
      after: 'success-page',
      shown: { channel: 'popup', total: '1025.00' },
    });
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    finish('/success-page?transaction_id=42');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success-page?transaction_id=42'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("shows wallet-login users the same figures for their channel, without the fee note, under 'Pay with GCASH'", async () => {
    const asked = stubQuotes();
    const pay = vi.fn(() => Promise.resolve('/success-page'));
    render(<Screen walletUser pay={pay} />);
    // Outside the mini-program a GCash user pays through /pgi (channelFor).
    expect(await screen.findByText('₱1,025.00')).toBeTruthy();
    expect(asked[0]?.get('channel')).toBe('pgi');
    expect(screen.getByText('Convenience fee')).toBeTruthy();
    expect(screen.queryByText(/is charged by the e-payment service/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with GCASH' }));
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({ shown: { channel: 'pgi', total: '1025.00' } }),
    );
  });

  it('never pays for a total not shown: before the quote is read, Pay is refused with a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const pay = vi.fn(() => Promise.resolve('/success-page'));
    render(<Screen pay={pay} />);
    expect(await screen.findByText('Getting the amount to pay…')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).not.toHaveBeenCalled();
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
      'The amount to pay is not shown yet. Wait for it, or press Try again, then pay.',
    );
  });

  it('says when the quote could not be read, and Try again reads it', async () => {
    let fail = true;
    const asked = stubQuotes();
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((input, init) =>
      fail
        ? Promise.resolve(json({ message: 'down' }, 503))
        : (answer?.(input, init) ?? Promise.reject(new Error('x'))),
    );
    render(<Screen pay={vi.fn()} />);
    expect(await screen.findByText('The amount to pay could not be read.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₱1,025.00')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('reads the quote again when the server refuses a checkout for another total (409)', async () => {
    const asked = stubQuotes();
    const { ApiError } = await import('@/lib/http');
    const pay = vi.fn(() => Promise.reject(new ApiError('The amount to pay is now ₱1,030.00', 409)));
    render(<Screen pay={pay} />);
    expect(await screen.findByText('₱1,025.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('stays on the bill when the billing could not be created', async () => {
    stubQuotes();
    const onDone = vi.fn();
    render(<Screen pay={() => Promise.reject(new Error('The given data was invalid.'))} onDone={onDone} />);
    expect(await screen.findByText('₱1,025.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('usePaymentControls offline', () => {
  it('never starts a payment offline: refused with a message, and the note says why', async () => {
    stubQuotes();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const pay = vi.fn(() => Promise.resolve('/success-page'));
    const onDone = vi.fn();
    render(<Screen walletUser pay={pay} onDone={onDone} />);
    expect(screen.getByRole('status').textContent).toContain('paying needs an internet connection');
    await userEvent.click(screen.getByRole('button', { name: 'Pay with GCASH' }));
    expect(pay).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
      'You are offline. A payment needs an internet connection: connect, then try again.',
    );
  });
});
