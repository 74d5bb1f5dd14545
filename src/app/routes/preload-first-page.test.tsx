import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadFirstPage } from './preload-first-page';
import { routeTable } from './route-table';

const pageAt = (signedIn: boolean, pattern: string): ComponentType => {
  const entry = routeTable(signedIn, { components: {} }).find((route) => route.path === pattern);
  if (!entry) throw new Error(`no route ${pattern}`);
  return entry.page;
};

/** Renders a route's page behind a fallback, as the app does; returns whether the fallback showed. */
async function openedOn(path: string, pattern: string, Page: ComponentType) {
  let fallbackShown = false;
  function Fallback() {
    fallbackShown = true;
    return null;
  }
  const { hook } = memoryLocation({ path });
  await act(async () => {
    render(
      <Router hook={hook}>
        <Suspense fallback={<Fallback />}>
          <Route path={pattern} component={Page} />
        </Suspense>
      </Router>,
    );
  });
  return fallbackShown;
}

describe('preloadFirstPage: the code of the page a visit opens on, loaded before the first render', () => {
  beforeEach(() => {
    // The transaction is still on its way: the page shows its heading and waits.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a signed-in deep link to a transaction renders its page at once, no fallback first', async () => {
    await preloadFirstPage('/transaction-history/42', true);
    const shown = await openedOn(
      '/transaction-history/42',
      '/transaction-history/:id',
      pageAt(true, '/transaction-history/:id'),
    );
    expect(shown).toBe(false);
    expect(screen.getByRole('heading', { name: 'Transaction Details' })).toBeTruthy();
  });

  it('signed out, the same address preloads the page that asks to sign in', async () => {
    await preloadFirstPage('/transaction-history/42', false);
    const page = pageAt(false, '/transaction-history/:id');
    expect(await openedOn('/transaction-history/42', '/transaction-history/:id', page)).toBe(false);
  });

  it('has nothing to load for the landing page (in the first bundle) or an unknown address', () => {
    expect(preloadFirstPage('/', true)).toBeNull();
    expect(preloadFirstPage('/no-such-page', false)).toBeNull();
  });
});
