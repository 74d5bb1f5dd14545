import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useTopOnNavigate } from './use-top-on-navigate';

function Probe() {
  useTopOnNavigate();
  return null;
}

describe('useTopOnNavigate', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    history.replaceState(null, '', '/profile-edit');
    vi.stubGlobal('scrollTo', scrollTo);
    scrollTo.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new page at its top (saving the profile goes home), not the first page', () => {
    render(<Probe />);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a link to an anchor, and Back, where the browser puts them', () => {
    render(<Probe />);
    act(() => navigate('/faq#payments'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      history.replaceState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/transaction-history'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives focus to the new page’s heading once it shows, not to the first page’s', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(
        <main>
          <Probe />
          <h1>First page</h1>
        </main>,
      );
      vi.runAllTimers();
      expect(document.activeElement?.tagName).not.toBe('H1');
      // Proceed: the next page's code arrives a moment after the address changes.
      act(() => navigate('/create-transaction/rptax-billing'));
      rerender(
        <main>
          <Probe />
        </main>,
      );
      await vi.dynamicImportSettled();
      act(() => vi.advanceTimersByTime(300));
      rerender(
        <main>
          <Probe />
          <h1>Real Property Tax</h1>
        </main>,
      );
      act(() => vi.advanceTimersByTime(200));
      expect(document.activeElement?.tagName).toBe('H1');
      expect(document.activeElement?.textContent).toBe('Real Property Tax');
      expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a closing dialog to be gone, and leaves a field the page focused itself', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(
        <main>
          <Probe />
          <h1>Home</h1>
          <div role="dialog" aria-modal="true">
            <button type="button">Proceed</button>
          </div>
        </main>,
      );
      act(() => navigate('/success-page'));
      await vi.dynamicImportSettled();
      act(() => vi.advanceTimersByTime(500));
      expect(document.activeElement?.tagName).not.toBe('H1');
      rerender(
        <main>
          <Probe />
          <h1>Payment Successful</h1>
        </main>,
      );
      act(() => vi.advanceTimersByTime(200));
      expect(document.activeElement?.textContent).toBe('Payment Successful');

      act(() => navigate('/profile-edit'));
      await vi.dynamicImportSettled();
      rerender(
        <main>
          <Probe />
          <h1>Edit Profile</h1>
          <input aria-label="First Name" ref={(input) => input?.focus()} />
        </main>,
      );
      act(() => vi.advanceTimersByTime(200));
      expect(document.activeElement?.tagName).toBe('INPUT');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a Back for a Back even when the router re-renders before any other listener, and the next link for a link', () => {
    render(<Probe />);
    act(() => navigate('/news'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // The router's popstate listener runs first and re-renders: the Back must still be known.
    act(() => {
      history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigate('/e-wallet/cash-in'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
