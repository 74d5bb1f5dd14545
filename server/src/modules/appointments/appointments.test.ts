import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppointmentsTestApp,
  manila,
  OFFICE,
  withoutAppointment,
  type AppointmentsTestApp,
} from './appointments-test-kit';

// Weekdays at 09:00 (two places) and 10:00 (one place).
let t: AppointmentsTestApp;
beforeAll(async () => {
  t = await createAppointmentsTestApp(
    [1, 2, 3, 4, 5].flatMap((weekday) => [
      { office: OFFICE, weekday, time: '09:00', capacity: 2 },
      { office: OFFICE, weekday, time: '10:00', capacity: 1 },
    ]),
  );
});
afterAll(() => t.close());

type Slot = { attributes: { office: string; starts_at: string; capacity: number; available: number } };
const slotsOf = async (auth: Record<string, string>, query: string) => {
  const res = await t.call('GET', `/api/v1/taxpayers/appointments?${query}`, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Slot[]; meta?: Record<string, unknown> };
};
const availableAt = (slots: Slot[], at: Date) =>
  slots.find((s) => s.attributes.starts_at === at.toISOString())?.attributes.available ?? 0;

describe('GET /api/v1/taxpayers/appointments (an office’s free slots)', () => {
  it('offers the office’s slots from an hour ahead through fourteen days, in Manila time', async () => {
    const { auth } = await t.payer();
    const { data } = await slotsOf(auth, `office=${OFFICE}`);
    expect(data[0]?.attributes).toEqual({
      office: OFFICE,
      starts_at: manila('2030-01-07', '09:00').toISOString(),
      capacity: 2,
      available: 2,
    });
    // Ten weekdays in the next fourteen days and today, two slots each; no weekend slot.
    expect(data).toHaveLength(11 * 2);
    expect(data.at(-1)?.attributes.starts_at).toBe(manila('2030-01-21', '10:00').toISOString());
  });

  it('answers for an application: its slots, no booking yet, no no-shows', async () => {
    const r = await t.waiting();
    const doc = await slotsOf(r.auth, `application_id=${r.id}`);
    expect(doc.data.length).toBeGreaterThan(0);
    expect(doc.meta).toEqual({ booking: null, no_shows: 0, no_show_limit: 3, blocked: false });
  });

  it('is 400 without an office or an application, and 404 for another’s application', async () => {
    const r = await t.waiting();
    const other = await t.payer();
    expect((await t.call('GET', '/api/v1/taxpayers/appointments', r.auth)).status).toBe(400);
    expect(
      (await t.call('GET', `/api/v1/taxpayers/appointments?application_id=${r.id}`, other.auth)).status,
    ).toBe(404);
  });
});

describe('POST /api/v1/taxpayers/appointments (a booking)', () => {
  it('books a slot once the office asks for the appointment, and the slot has a place fewer', async () => {
    const payer = await t.payer();
    const id = await t.file(payer);
    const early = await t.book(payer, id, manila('2030-01-08', '09:00'));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can book an appointment once the office asks for one.');
    await t.askForAppointment(id);
    const booked = await t.book(payer, id, manila('2030-01-08', '09:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      type: 'appointments',
      attributes: {
        application_id: id,
        office: OFFICE,
        starts_at: manila('2030-01-08', '09:00').toISOString(),
        state: 'booked',
      },
    });
    const doc = await slotsOf(payer.auth, `application_id=${id}`);
    expect(availableAt(doc.data, manila('2030-01-08', '09:00'))).toBe(1);
    expect(doc.meta?.booking).toEqual(booked.body.data);
  });

  it('moves a booking to another slot (the first place freed), and booking the same slot again changes nothing', async () => {
    const r = await t.waiting();
    const first = await t.book(r, r.id, manila('2030-01-09', '10:00'));
    expect(first.status).toBe(201);
    const again = await t.book(r, r.id, manila('2030-01-09', '10:00'));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const moved = await t.book(r, r.id, manila('2030-01-09', '09:00'));
    expect(moved.status).toBe(201);
    const doc = await slotsOf(r.auth, `application_id=${r.id}`);
    expect(availableAt(doc.data, manila('2030-01-09', '10:00'))).toBe(1);
    expect((doc.meta?.booking as { id: string }).id).toBe((moved.body.data as { id: string }).id);
  });

  it('gives one person one place in a slot, whatever the application', async () => {
    const r = await t.waiting();
    const second = await t.file(r);
    await t.askForAppointment(second);
    expect((await t.book(r, r.id, manila('2030-01-10', '09:00'))).status).toBe(201);
    const twice = await t.book(r, second, manila('2030-01-10', '09:00'));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already have an appointment at that time.');
  });

  it('refuses a full slot, a time not offered and another office’s slot', async () => {
    const a = await t.waiting();
    const b = await t.waiting();
    expect((await t.book(a, a.id, manila('2030-01-11', '10:00'))).status).toBe(201);
    const full = await t.book(b, b.id, manila('2030-01-11', '10:00'));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('That time has just been fully booked. Please choose another.');
    for (const [at, office] of [
      [manila('2030-01-11', '11:00'), OFFICE],
      [manila('2030-01-12', '09:00'), OFFICE],
      [manila('2030-01-07', '08:30'), OFFICE],
      [manila('2030-01-11', '09:00'), 'police'],
    ] as const) {
      const refused = await t.book(b, b.id, at, office);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ starts_at: ['Choose one of the times offered.'] });
    }
  });

  it('refuses an application whose kind has no appointment step, and another’s application', async () => {
    const payer = await t.payer();
    const id = await t.file(payer, withoutAppointment);
    const refused = await t.book(payer, id, manila('2030-01-14', '09:00'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      application_id: ['This application does not need an appointment.'],
    });
    const r = await t.waiting();
    expect((await t.book(payer, r.id, manila('2030-01-14', '09:00'))).status).toBe(404);
  });

  it('frees the place of an application that no longer waits for its appointment', async () => {
    const a = await t.waiting();
    const b = await t.waiting();
    expect((await t.book(a, a.id, manila('2030-01-15', '10:00'))).status).toBe(201);
    const cancelled = await t.call('POST', `/api/v1/taxpayers/applications/${a.id}/cancel`, a.auth, {
      reason: 'Not needed',
    });
    expect(cancelled.status).toBe(200);
    expect((await t.book(b, b.id, manila('2030-01-15', '10:00'))).status).toBe(201);
  });
});

describe('POST /api/v1/taxpayers/appointments/{id}/cancel', () => {
  it('cancels a booking still to come, freeing its place; a second cancel and another’s are refused', async () => {
    const r = await t.waiting();
    const booked = await t.book(r, r.id, manila('2030-01-16', '10:00'));
    const bookingId = (booked.body.data as { id: string }).id;
    const other = await t.payer();
    expect(
      (await t.call('POST', `/api/v1/taxpayers/appointments/${bookingId}/cancel`, other.auth)).status,
    ).toBe(404);
    const done = await t.call('POST', `/api/v1/taxpayers/appointments/${bookingId}/cancel`, r.auth);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ attributes: { state: 'cancelled' } });
    const doc = await slotsOf(r.auth, `application_id=${r.id}`);
    expect(doc.meta?.booking).toBeNull();
    expect(availableAt(doc.data, manila('2030-01-16', '10:00'))).toBe(1);
    const twice = await t.call('POST', `/api/v1/taxpayers/appointments/${bookingId}/cancel`, r.auth);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This appointment can no longer be cancelled.');
  });
});
