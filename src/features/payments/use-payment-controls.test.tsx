import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/stores/toasts';
import { usePaymentControls } from './use-payment-controls';

describe('usePaymentControls', () => {
  it('pays, keeps Pay busy meanwhile, then closes the dialog and goes where the flow says', async () => {
    let finish: (next: string) => void = () => undefined;
    const pay = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    const navigate = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { result } = renderHook(() => usePaymentControls({ walletUser: false, onDone, navigate, pay }));
    expect(result.current.label).toBe('Pay');
    expect(result.current.note).not.toBeNull();

    const createBilling = () => Promise.resolve('42');
    let paid: Promise<void> = Promise.resolve();
    act(() => {
      paid = result.current.pay(createBilling, 'success-page');
    });
    expect(result.current.busy).toBe(true);
    expect(pay).toHaveBeenCalledWith({ createBilling, after: 'success-page', walletUser: false });

    await act(async () => {
      finish('/success-page?transaction_id=42');
      await paid;
    });
    expect(result.current.busy).toBe(false);
    expect(onDone).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/success-page?transaction_id=42');
  });

  it("offers wallet-login users 'Pay with GCASH' and no fee note", () => {
    const { result } = renderHook(() =>
      usePaymentControls({ walletUser: true, onDone: vi.fn(), navigate: vi.fn(), pay: vi.fn() }),
    );
    expect(result.current.label).toBe('Pay with GCASH');
    expect(result.current.note).toBeNull();
  });

  it('stays on the bill when the billing could not be created', async () => {
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      usePaymentControls({
        walletUser: true,
        onDone,
        navigate: vi.fn(),
        pay: () => Promise.reject(new Error('The given data was invalid.')),
      }),
    );
    await act(async () => {
      await expect(result.current.pay(() => Promise.resolve('1'), 'transaction-history')).rejects.toThrow();
    });
    expect(result.current.busy).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('usePaymentControls offline', () => {
  it('never starts a payment offline: refused with a message, and the note says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const pay = vi.fn(() => Promise.resolve('/success-page'));
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      usePaymentControls({ walletUser: true, onDone, navigate: vi.fn(), pay }),
    );
    render(<>{result.current.note}</>);
    expect(screen.getByRole('status').textContent).toContain('paying needs an internet connection');
    await act(async () => {
      await result.current.pay(() => Promise.resolve('1'), 'success-page');
    });
    expect(pay).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain(
      'You are offline. A payment needs an internet connection: connect, then try again.',
    );
    vi.restoreAllMocks();
  });
});
