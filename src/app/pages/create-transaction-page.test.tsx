import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import CreateTransactionPage from './create-transaction-page';

function open(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <Route path="/create-transaction/:page" component={CreateTransactionPage} />
    </Router>,
  );
}

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
    open('/create-transaction/cedula-individual-new');
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
});
