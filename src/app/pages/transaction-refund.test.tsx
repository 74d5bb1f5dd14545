import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { siteContent } from '@/content/site-content';
import { taxpayerActions } from '@/domain/statuses/status-transitions';
import { forgetTransactions } from '@/stores/transactions';
import TransactionDetailPage from './transaction-detail-page';

// A paid application the office rejected (issue 27): its page offers to ask for the money back
// (gcash_refund), and then shows where the refund stands among the payments to be refunded.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const transaction = (status: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'transaction_histories',
    id: '42',
    attributes: {
      reference_number: 'BYN-261129-ABCDEFGH',
      module_type: 'PC',
      transaction_type: 'NEW',
      description: 'Police Clearance',
      amount: '150.00',
      convenience_fee: '25.00',
      total: '175.00',
      status,
      status_state: 'danger',
      status_description: 'Your application was rejected.',
      official_receipt_number: 'OR-0000123',
      paid_at: '2026-02-01T02:00:00Z',
      created_at: '2026-02-01T01:00:00Z',
      ...taxpayerActions(status),
      receipt_url: '/api/v1/taxpayers/transaction_histories/42/receipt.pdf',
      proof_of_payment_url: null,
      ...extra,
    },
  },
});

const REQUESTED = {
  ...transaction('FOR REFUND APPROVAL', {
    refunds: [
      {
        reason: 'unservable',
        amount: '175.00',
        status: 'for_approval',
        created_at: '2026-02-03T03:00:00Z',
        completed_at: null,
      },
    ],
  }),
  message: 'Action Successful!',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  forgetTransactions();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  siteContent.components = {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const { hook, searchHook } = memoryLocation({ path: '/transaction-history/42' });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <Route path="/transaction-history/:id" component={TransactionDetailPage} />
    </Router>,
  );
}

describe('a paid application the office cannot serve', () => {
  it('offers a refund, asks first, and then shows it waiting for the treasury', async () => {
    fetchMock.mockImplementation((input, init) =>
      Promise.resolve(
        init?.method === 'POST' && String(input).endsWith('/gcash_refund')
          ? json(REQUESTED, 201)
          : json(transaction('REJECTED', { can_request_refund: true })),
      ),
    );
    open();
    const offer = await screen.findByRole('region', { name: 'The office cannot serve this application' });
    expect(offer.textContent).toMatch(/You paid ₱175\.00 for it online/);
    await userEvent.click(within(offer).getByRole('button', { name: 'Request a Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Refund' });
    expect(dialog.textContent).toMatch(/₱175\.00 you paid for BYN-261129-ABCDEFGH/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    const held = await screen.findByRole('region', { name: 'Payments to be refunded' });
    expect(held.textContent).toMatch(/office could not serve, and you asked for it back/);
    expect(held.textContent).toMatch(/waiting for the treasury's approval/);
    expect(screen.queryByRole('region', { name: 'The office cannot serve this application' })).toBeNull();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ transaction_history_id: 42 });
  });

  it('offers nothing when the server does not allow it', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(transaction('PAID'))));
    open();
    await screen.findByText('Police Clearance');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request a Refund' })).toBeNull());
  });
});
