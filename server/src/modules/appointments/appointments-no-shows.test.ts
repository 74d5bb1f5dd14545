import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBearer } from '../staff/staff-test-kit';
import { createAppointmentsTestApp, manila, OFFICE, type AppointmentsTestApp } from './appointments-test-kit';

// Every day at 09:00, five places: the clock moves past a slot for the office to mark it.
let t: AppointmentsTestApp;
let licensing: string;
beforeAll(async () => {
  t = await createAppointmentsTestApp(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ office: OFFICE, weekday, time: '09:00', capacity: 5 })),
  );
});
afterAll(() => t.close());

/** Moves the clock on; sessions do not last that long, so the resident and the officer sign in again. */
async function later<R extends { taxpayerId: number }>(minutes: number, resident: R) {
  t.clock.advanceMinutes(minutes);
  licensing = await staffBearer(t, ['licensing']);
  const { token } = await t.infrastructure.sessions.create(resident.taxpayerId);
  return { ...resident, auth: { Authorization: `Bearer ${token}` } };
}

type Booking = { id: string; attributes: { starts_at: string; state: string } };
const staffView = async (id: string, auth = licensing) => {
  const res = await t.call('GET', `/api/v1/staff/applications/${id}/appointments`, auth);
  return res as {
    status: number;
    body: { data: Booking[]; meta: { no_shows: number; no_show_limit: number } };
  };
};
const markNoShow = (id: string, booking: string, auth = licensing) =>
  t.call('POST', `/api/v1/staff/applications/${id}/appointments/${booking}/no_show`, auth);

describe('no-shows (the office marks a missed appointment; three block online booking)', () => {
  it('marks a booking once its time has begun, and counts it against the person', async () => {
    licensing = t.licensing;
    let r = await t.waiting();
    const booked = await t.book(r, r.id, manila('2030-01-08', '09:00'));
    const bookingId = (booked.body.data as Booking).id;
    const early = await markNoShow(r.id, bookingId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A no-show can be marked once the appointment's time has begun.");
    // A treasury officer does not act on a licensing office's kind.
    const treasury = await staffBearer(t, ['treasury']);
    expect((await staffView(r.id, treasury)).status).toBe(403);

    r = await later(25 * 60 + 15, r); // Tuesday 09:15
    // Once begun, the resident can neither cancel it nor move it away from the office's mark.
    const cancel = await t.call('POST', `/api/v1/taxpayers/appointments/${bookingId}/cancel`, r.auth);
    expect(cancel.status).toBe(409);
    expect((await t.book(r, r.id, manila('2030-01-10', '09:00'))).status).toBe(201);
    expect((await markNoShow(r.id, bookingId, await staffBearer(t, ['treasury']))).status).toBe(403);
    const marked = await markNoShow(r.id, bookingId);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ id: bookingId, attributes: { state: 'no_show' } });
    expect((await markNoShow(r.id, bookingId)).status).toBe(409);
    const view = await staffView(r.id);
    expect(view.body.meta).toEqual({ no_shows: 1, no_show_limit: 3 });
    expect(view.body.data.map((b) => [b.attributes.starts_at, b.attributes.state])).toEqual([
      [manila('2030-01-10', '09:00').toISOString(), 'booked'],
      [manila('2030-01-08', '09:00').toISOString(), 'no_show'],
    ]);
  });

  it('blocks booking after three no-shows, with a message saying why and what to do', async () => {
    let r = await t.waiting();
    for (let missed = 0; missed < 3; missed++) {
      const start = new Date(t.clock.now().getTime() + 24 * 3_600_000);
      const at = manila(start.toISOString().slice(0, 10), '09:00');
      const booked = await t.book(r, r.id, at);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      r = await later(Math.ceil((at.getTime() - t.clock.now().getTime()) / 60_000) + 30, r);
      expect((await markNoShow(r.id, (booked.body.data as Booking).id)).status).toBe(200);
    }
    const doc = await t.call('GET', `/api/v1/taxpayers/appointments?application_id=${r.id}`, r.auth);
    expect(doc.body.meta).toMatchObject({ booking: null, no_shows: 3, no_show_limit: 3, blocked: true });
    const refused = await t.book(
      r,
      r.id,
      manila(new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10), '09:00'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You missed 3 appointments, so you can no longer book online. Please book at the office in person.',
    );
  });
});
