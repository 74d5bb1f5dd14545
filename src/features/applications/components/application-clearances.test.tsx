import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationClearances from './application-clearances';

// Issue 28: the applicant sees on the transaction page which offices have cleared the application
// and which it still waits for, and the reason of the one that returned it.

function stubApi(endorsements: unknown[] | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const body =
        url.pathname === '/api/v1/taxpayers/applications'
          ? {
              data: [
                {
                  id: '12',
                  attributes: {
                    route: 'e2e-business-permit-new',
                    transaction_type: 'NEW',
                    reference_number: 'BYN-1',
                    status: 'FOR RESUBMISSION',
                  },
                },
              ],
            }
          : {
              data: {
                id: '12',
                attributes: {
                  route: 'e2e-business-permit-new',
                  transaction_type: 'NEW',
                  reference_number: 'BYN-1',
                  status: 'FOR RESUBMISSION',
                },
              },
              meta: { payload: {}, history: [], ...(endorsements ? { endorsements } : {}) },
            };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const office = (code: string, en: string, state: string, more = {}) => ({
  office: code,
  name: { en, fil: en },
  state,
  reason: '',
  at: null,
  ...more,
});

describe("an application's clearances on its transaction page", () => {
  it('names each office: cleared (when), waiting, or returned with its reason', async () => {
    stubApi([
      office('zoning', 'Zoning Office', 'cleared', { at: '2026-11-21T01:00:00Z' }),
      office('fire', 'Bureau of Fire Protection', 'returned', {
        reason: 'No fire exit on the plan',
        at: '2026-11-21T02:00:00Z',
      }),
      office('health', 'Health Office', 'pending'),
    ]);
    render(<ApplicationClearances transactionId="40" status="FOR RESUBMISSION" />);
    const section = await screen.findByRole('region', { name: 'Clearances' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Zoning OfficeClearedCleared on /) as string,
      'Bureau of Fire ProtectionReturnedReturned: No fire exit on the plan',
      'Health OfficeWaiting for clearance',
    ]);
    expect(
      within(section).getByText(/goes on to assessment once every one of them has cleared it/),
    ).toBeTruthy();
  });

  it('says when every office has cleared it', async () => {
    stubApi([
      office('zoning', 'Zoning Office', 'cleared'),
      office('fire', 'Bureau of Fire Protection', 'cleared'),
    ]);
    render(<ApplicationClearances transactionId="40" status="FOR ASSESSMENT (TREASURY)" />);
    expect(await screen.findByText('Every office has cleared your application.')).toBeTruthy();
  });

  it('shows nothing for a kind endorsed to no office, or an older server that sends none', async () => {
    for (const endorsements of [[], undefined]) {
      stubApi(endorsements);
      const { container } = render(<ApplicationClearances transactionId="40" status="PENDING" />);
      // Both reads answered (the transaction's application, then the application), and still nothing.
      await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container.textContent).toBe('');
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
