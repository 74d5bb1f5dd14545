import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApplication as Application, StaffMember } from '../api/console-types';
import type { EndorsementItem, EndorsementsPage } from '../api/endorsement-types';
import { setStaffToken } from '../console-token';
import { ConsoleApplication } from './console-application';
import { stubConsoleApi, type Call } from './console-test-api';
import { EndorsementsQueue } from './endorsements-queue';

// Issue 28: an endorsing office's side of the console — its queue of what waits for its clearance,
// and on the application the offices' standings with Clear and Return for its own.

const ZONING: StaffMember = {
  id: 9,
  username: 'zoe',
  name: 'Zoe Zoning',
  roles: ['zoning'],
  permissions: ['endorsements.clear'],
  offices: ['zoning'],
};

const office = (code: string, en: string, more: Partial<EndorsementItem> = {}): EndorsementItem => ({
  office: code,
  name: { en, fil: en },
  state: 'pending',
  reason: '',
  at: null,
  actor: null,
  actor_name: null,
  may_decide: false,
  ...more,
});

const APP: Application = {
  id: 7,
  reference_number: 'BYN-261129-ABCDEFGH',
  title: { en: 'New Business Permit', fil: 'Bagong Permiso sa Negosyo' },
  status: 'PENDING',
  state: 'warning',
  description: { en: 'Submitted', fil: 'Naipasa' },
  next: ['FOR RESUBMISSION', 'REJECTED', 'CANCELLED'],
  issues: null,
  amount: 0,
  applicant: { name: 'Maria Santos', mobile_number: '639171234567', email: null },
  submitted_at: '2026-11-20T02:00:00Z',
  steps: [],
  requirements: [],
  audit: [],
  endorsements: [
    office('zoning', 'Zoning Office', { may_decide: true }),
    office('fire', 'Bureau of Fire Protection', {
      state: 'cleared',
      at: '2026-11-21T01:00:00Z',
      actor: 'staff:4',
      actor_name: 'Felix Fuego',
    }),
    office('health', 'Health Office'),
  ],
};

let calls: Call[];
beforeEach(() => setStaffToken('staff_abc'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Endorsements panel', () => {
  it("shows each office's standing, and clears for the member's own office only", async () => {
    let current = APP;
    calls = stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: current } }),
      'POST /api/v1/staff/applications/7/endorsements/zoning/clear': () => {
        current = {
          ...APP,
          endorsements: APP.endorsements?.map((e) =>
            e.office === 'zoning'
              ? { ...e, state: 'cleared', may_decide: false, actor_name: 'Zoe Zoning' }
              : e,
          ),
        };
        return { body: { data: { id: 7, status: 'PENDING' } } };
      },
    });
    render(<ConsoleApplication id="7" me={ZONING} />);
    const panel = await screen.findByRole('region', { name: 'Endorsements' });
    expect(within(panel).getByText(/^Cleared by Felix Fuego, /)).toBeTruthy();
    expect(within(panel).getAllByText('Waiting for clearance')).toHaveLength(2);
    // Only the zoning office's buttons; no approval for a member of an endorsing office.
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear (Zoning Office)', 'Return (Zoning Office)']);
    expect(screen.queryByRole('button', { name: 'Approve for assessment' })).toBeNull();
    // It has no queue: back goes to its clearances.
    expect(screen.getByRole('link', { name: 'Back to clearances' }).getAttribute('href')).toBe(
      '/console/clearances',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear (Zoning Office)' }));
    expect(
      await screen.findByText('Cleared for the Zoning Office. The application is now PENDING.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/staff/applications/7/endorsements/zoning/clear',
      auth: 'Bearer staff_abc',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear (Zoning Office)' })).toBeNull());
  });

  it('returns only with the reason the applicant reads, from a dialog that Escape closes', async () => {
    calls = stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: APP } }),
      'POST /api/v1/staff/applications/7/endorsements/zoning/return': () => ({
        body: { data: { id: 7, status: 'FOR RESUBMISSION' } },
      }),
    });
    render(<ConsoleApplication id="7" me={ZONING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return (Zoning Office)' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to the applicant (Zoning Office)' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Return (Zoning Office)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please give the reason.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/Reason/), 'The lot is in a residential zone');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Returned to the applicant for the Zoning Office. The application is now FOR RESUBMISSION.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'The lot is in a residential zone',
    });
  });

  it("shows the server's refusal (another officer cleared it first) and keeps the page", async () => {
    stubConsoleApi({
      'GET /api/v1/staff/applications/7': () => ({ body: { data: APP } }),
      'POST /api/v1/staff/applications/7/endorsements/zoning/clear': () => ({
        status: 409,
        body: { message: 'Your office has already cleared this application.' },
      }),
    });
    render(<ConsoleApplication id="7" me={ZONING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear (Zoning Office)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your office has already cleared this application.',
    );
  });
});

describe('the Clearances queue', () => {
  const PAGE: EndorsementsPage = {
    data: [
      {
        id: 7,
        reference_number: 'BYN-261129-ABCDEFGH',
        status: 'PENDING',
        title: { en: 'New Business Permit', fil: 'Bagong Permiso sa Negosyo' },
        summary: "ALING NENA'S SARI-SARI STORE",
        applicant: 'Maria Santos',
        submitted_at: '2026-11-20T02:00:00Z',
        updated_at: '2026-11-20T02:00:00Z',
        waiting_for: ['zoning', 'fire'],
      },
    ],
    meta: {
      offices: [
        { code: 'fire', name: { en: 'Bureau of Fire Protection', fil: 'BFP' }, count: 1 },
        { code: 'zoning', name: { en: 'Zoning Office', fil: 'Zoning' }, count: 3 },
      ],
      pagination: { total: 1, count: 1, per_page: 20, current_page: 1, total_pages: 1 },
    },
  };

  it('lists what waits for the member’s offices, which offices each waits for, and filters by office', async () => {
    calls = stubConsoleApi({ 'GET /api/v1/staff/endorsements': () => ({ body: PAGE }) });
    render(<EndorsementsQueue />);
    const link = await screen.findByRole('link', { name: 'Open BYN-261129-ABCDEFGH' });
    expect(link.getAttribute('href')).toBe('/console/applications/7');
    expect(screen.getByText("ALING NENA'S SARI-SARI STORE")).toBeTruthy();
    expect(screen.getByText('Zoning Office, Bureau of Fire Protection')).toBeTruthy();
    const byOffice = screen.getByRole('navigation', { name: 'Clearances by office' });
    expect(within(byOffice).getByRole('link', { name: 'Zoning Office (3)' }).getAttribute('href')).toBe(
      '/console/clearances?office=zoning',
    );
    expect(within(byOffice).getByRole('link', { name: 'All my offices' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when nothing waits for the office', async () => {
    stubConsoleApi({
      'GET /api/v1/staff/endorsements': () => ({
        body: { ...PAGE, data: [], meta: { ...PAGE.meta, offices: [PAGE.meta.offices[1]] } },
      }),
    });
    render(<EndorsementsQueue />);
    expect(await screen.findByText("Nothing waits for your office's clearance.")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Clearances by office' })).toBeNull();
  });
});
