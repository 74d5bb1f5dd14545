import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationAppointment from './application-appointment';

type Answer = { status?: number; body: unknown };
let calls: { method: string; path: string; body: unknown }[];
function stubApi(routes: Record<string, (body: unknown) => Answer>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: `${url.pathname}${url.search}`, body });
      const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
      const answer = handler ? handler(body) : { status: 404, body: { message: 'Not found' } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Tuesday 8 and Wednesday 9 January 2030, Manila time.
const slot = (startsAt: string, available = 2) => ({
  type: 'appointment_slots',
  id: `police@${startsAt}`,
  attributes: { office: 'police', starts_at: startsAt, capacity: 5, available },
});
const TUE_9 = '2030-01-08T01:00:00.000Z';
const TUE_1PM = '2030-01-08T05:00:00.000Z';
const WED_9 = '2030-01-09T01:00:00.000Z';
const booking = (startsAt: string) => ({
  type: 'appointments',
  id: '31',
  attributes: { application_id: '12', office: 'police', starts_at: startsAt, state: 'booked' },
});
const meta = (extra = {}) => ({ booking: null, no_shows: 0, no_show_limit: 3, blocked: false, ...extra });
const APPLICATION = {
  data: [
    {
      id: '12',
      attributes: {
        route: 'x',
        transaction_type: 'NEW',
        reference_number: 'BYN-1',
        status: 'FOR APPOINTMENT',
      },
    },
  ],
};
const SLOTS = 'GET /api/v1/taxpayers/appointments?application_id=12';

function withSlots(slots: unknown[], m = meta(), more: Record<string, (body: unknown) => Answer> = {}) {
  stubApi({
    'GET /api/v1/taxpayers/applications': () => ({ body: APPLICATION }),
    [SLOTS]: () => ({ body: { data: slots, meta: m } }),
    ...more,
  });
}

describe('ApplicationAppointment (booking the appearance an application waits for)', () => {
  it('books a day and a time chosen with the keyboard, then shows the appointment', async () => {
    let booked = false;
    stubApi({
      'GET /api/v1/taxpayers/applications': () => ({ body: APPLICATION }),
      [SLOTS]: () => ({
        body: booked
          ? { data: [slot(TUE_9)], meta: meta({ booking: booking(WED_9) }) }
          : { data: [slot(TUE_9), slot(TUE_1PM, 1), slot(WED_9)], meta: meta() },
      }),
      'POST /api/v1/taxpayers/appointments': () => {
        booked = true;
        return { status: 201, body: { data: booking(WED_9), message: 'Booked!' } };
      },
    });
    const user = userEvent.setup();
    render(<ApplicationAppointment transactionId="42" />);
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(within(days).getByRole('radio', { name: 'Tue, Jan 8, 2030' })).toHaveProperty('checked', true);
    const times = screen.getByRole('group', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.trim()),
    ).toEqual(['9:00 AM 2 places left', '1:00 PM 1 place left']);
    // Booking with nothing chosen says what to do.
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a day and a time first.');
    // Arrow keys move within the day group; Tab goes on to the times.
    within(days).getByRole('radio', { name: 'Tue, Jan 8, 2030' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(days).getByRole('radio', { name: 'Wed, Jan 9, 2030' })).toHaveProperty('checked', true);
    await user.tab();
    await user.keyboard(' ');
    expect(
      within(screen.getByRole('group', { name: 'Time' })).getByRole('radio', { name: /9:00 AM/ }),
    ).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Your appointment: Wed, Jan 9, 2030 at 9:00 AM.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Booked: Wed, Jan 9, 2030 at 9:00 AM.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      application_id: '12',
      office: 'police',
      starts_at: WED_9,
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your appointment' }));
  });

  it('shows a refusal in place and the slots as they are now', async () => {
    let full = false;
    stubApi({
      'GET /api/v1/taxpayers/applications': () => ({ body: APPLICATION }),
      [SLOTS]: () => ({ body: { data: full ? [slot(WED_9)] : [slot(TUE_9), slot(WED_9)], meta: meta() } }),
      'POST /api/v1/taxpayers/appointments': () => {
        full = true;
        return {
          status: 409,
          body: { message: 'That time has just been fully booked. Please choose another.' },
        };
      },
    });
    const user = userEvent.setup();
    render(<ApplicationAppointment transactionId="42" />);
    await user.click(await screen.findByRole('radio', { name: /9:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time has just been fully booked. Please choose another.',
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Wed, Jan 9, 2030' })).toHaveProperty('checked', true),
    );
    expect(screen.queryByRole('radio', { name: /Tue/ })).toBeNull();
  });

  it('changes or cancels a booking, asking before it cancels', async () => {
    let cancelled = false;
    stubApi({
      'GET /api/v1/taxpayers/applications': () => ({ body: APPLICATION }),
      [SLOTS]: () => ({
        body: { data: [slot(TUE_9)], meta: meta({ booking: cancelled ? null : booking(WED_9) }) },
      }),
      'POST /api/v1/taxpayers/appointments/31/cancel': () => {
        cancelled = true;
        return {
          body: {
            data: { ...booking(WED_9), attributes: { ...booking(WED_9).attributes, state: 'cancelled' } },
          },
        };
      },
    });
    const user = userEvent.setup();
    render(<ApplicationAppointment transactionId="42" />);
    await user.click(await screen.findByRole('button', { name: 'Change the time' }));
    expect(screen.getByRole('group', { name: 'Day' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep my appointment' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    expect(screen.getByText('Cancel your appointment on Wed, Jan 9, 2030 at 9:00 AM?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('Your appointment was cancelled. Choose another time when you are ready.'),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Day' })).toBeTruthy();
  });

  it('tells a person blocked after three no-shows to book at the office, and counts earlier ones', async () => {
    withSlots([slot(TUE_9)], meta({ no_shows: 3, blocked: true }));
    render(<ApplicationAppointment transactionId="42" />);
    expect(
      await screen.findByText(
        'You missed 3 appointments, so you can no longer book online. Please book at the office in person.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    cleanup();
    withSlots([slot(TUE_9)], meta({ no_shows: 1 }));
    render(<ApplicationAppointment transactionId="42" />);
    expect(
      await screen.findByText('Missed appointments: 1 of 3. After 3, you can no longer book online.'),
    ).toBeTruthy();
  });

  it('says when no time is free', async () => {
    withSlots([]);
    render(<ApplicationAppointment transactionId="42" />);
    expect(
      await screen.findByText('No time is free in the next two weeks. Please check again tomorrow.'),
    ).toBeTruthy();
  });
});
