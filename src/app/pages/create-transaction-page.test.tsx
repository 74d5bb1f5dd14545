import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
