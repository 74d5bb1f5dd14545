import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const pageModule = (text: string) => ({ default: (() => <h1>{text}</h1>) as ComponentType });

/** Renders the page behind a fallback; returns whether the fallback was ever on screen. */
async function renderBehindFallback(Page: ComponentType) {
  let fallbackShown = false;
  function Fallback() {
    fallbackShown = true;
    return <p>Loading</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
  });
  return fallbackShown;
}

describe('lazyWithPreload: a page or dialog loaded before the first render', () => {
  it('renders a preloaded page at once, with no fallback in between', async () => {
    const Page = lazyWithPreload(() => Promise.resolve(pageModule('Transaction details')));
    await Page.preload();
    expect(await renderBehindFallback(Page)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Transaction details' })).toBeTruthy();
  });

  it('is what React.lazy alone does not do: an already-resolved import still shows the fallback', async () => {
    const loaded = Promise.resolve(pageModule('Transaction details'));
    await loaded;
    const Page = lazy(() => loaded);
    expect(await renderBehindFallback(Page)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Transaction details' })).toBeTruthy();
  });

  it('without a preload, loads on first render like React.lazy, once', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('History')));
    const Page = lazyWithPreload(load);
    expect(await renderBehindFallback(Page)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the network again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageModule>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(pageModule('Profile'));
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await Page.preload();
    expect(await renderBehindFallback(Page)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
