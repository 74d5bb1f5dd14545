import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApplication as Application, StaffMember } from '../api/console-types';
import { setStaffToken } from '../console-token';
import { ConsoleApplication } from './console-application';

type Handler = (body: unknown) => { status?: number; body: unknown };
let calls: { method: string; path: string }[];
function stubApi(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, path: url.pathname });
      const handler = routes[`${method} ${url.pathname}`];
      const answer = handler ? handler(undefined) : { status: 404, body: { message: 'Not found' } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

const ME: StaffMember = {
  id: 3,
  username: 'ana',
  name: 'Ana Reyes',
  roles: ['licensing'],
  permissions: ['applications.view', 'applications.review'],
  offices: ['licensing'],
};
const application = (status: string, next: string[]): Application => ({
  id: 9,
  reference_number: 'PC-0009',
  title: { en: 'Clearance by Appointment', fil: 'Clearance sa Appointment' },
  status,
  state: 'warning',
  description: { en: status, fil: status },
  next,
  amount: 0,
  applicant: { name: 'Juan dela Cruz', mobile_number: '639171234567', email: null },
  submitted_at: '2026-11-20T02:00:00Z',
  steps: [],
  requirements: [],
  audit: [],
});
const booking = (id: string, startsAt: string, state: string) => ({
  type: 'appointments',
  id,
  attributes: { application_id: '9', office: 'police', starts_at: startsAt, state },
});
// One slot long past (its time has begun), one far ahead.
const PAST = '2020-03-03T01:00:00.000Z';
const AHEAD = '2099-03-03T01:00:00.000Z';

beforeEach(() => setStaffToken('staff_abc'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s appointment step', () => {
  it('asks for an appointment where the kind’s workflow has the step', async () => {
    let status = 'PENDING';
    stubApi({
      'GET /api/v1/staff/applications/9': () => ({
        body: { data: application(status, status === 'PENDING' ? ['FOR APPOINTMENT', 'REJECTED'] : []) },
      }),
      'POST /api/v1/staff/applications/9/moves': () => {
        status = 'FOR APPOINTMENT';
        return { body: { data: { id: 9, from: 'PENDING', status } } };
      },
      'GET /api/v1/staff/applications/9/appointments': () => ({
        body: { data: [], meta: { no_shows: 0, no_show_limit: 3 } },
      }),
    });
    render(<ConsoleApplication id="9" me={ME} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for an appointment' }));
    expect(
      await screen.findByText('No time booked yet. The applicant books one from the transaction page.'),
    ).toBeTruthy();
    expect(screen.getByText('The application is now FOR APPOINTMENT.')).toBeTruthy();
  });

  it('marks a booking whose time has begun as a no-show; one to come waits for its time', async () => {
    let marked = false;
    stubApi({
      'GET /api/v1/staff/applications/9': () => ({
        body: { data: application('FOR APPOINTMENT', ['FOR PRINTING']) },
      }),
      'GET /api/v1/staff/applications/9/appointments': () => ({
        body: {
          data: [booking('2', AHEAD, 'booked'), booking('1', PAST, marked ? 'no_show' : 'booked')],
          meta: { no_shows: marked ? 2 : 1, no_show_limit: 3 },
        },
      }),
      'POST /api/v1/staff/applications/9/appointments/1/no_show': () => {
        marked = true;
        return { body: { data: booking('1', PAST, 'no_show'), message: 'Marked as a no-show.' } };
      },
    });
    render(<ConsoleApplication id="9" me={ME} />);
    const panel = await screen.findByRole('region', { name: 'Appointment' });
    expect(
      within(panel).getByText(
        'Missed appointments of this person: 1 of 3 (at 3, online booking is blocked).',
      ),
    ).toBeTruthy();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('A no-show can be marked once this time has begun.');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Mark as no-show' }));
    expect(await screen.findByText('Marked as a no-show: Tue, Mar 3, 2020 at 9:00 AM.')).toBeTruthy();
    // The application is read again (its panel with it): the count went up.
    expect(await screen.findByText(/of this person: 2 of 3/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/appointments/1/no_show'))).toBe(true);
  });

  it('shows a member who may not review the bookings, but no way to mark a no-show', async () => {
    stubApi({
      'GET /api/v1/staff/applications/9': () => ({
        body: { data: application('FOR APPOINTMENT', ['FOR PRINTING']) },
      }),
      'GET /api/v1/staff/applications/9/appointments': () => ({
        body: { data: [booking('1', PAST, 'booked')], meta: { no_shows: 0, no_show_limit: 3 } },
      }),
    });
    render(<ConsoleApplication id="9" me={{ ...ME, permissions: ['applications.view'] }} />);
    const panel = await screen.findByRole('region', { name: 'Appointment' });
    expect(within(panel).getByText(/Tue, Mar 3, 2020 at 9:00 AM/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark as no-show' })).toBeNull();
  });
});
