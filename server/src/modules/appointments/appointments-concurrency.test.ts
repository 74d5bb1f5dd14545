import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentsTestApp, manila, OFFICE, type AppointmentsTestApp } from './appointments-test-kit';

// One place at 09:00 on weekdays: twenty residents ask for the same slot at once (PGlite in
// `npm test`, a pool of connections on PostgreSQL in `npm run test:pg`).
let t: AppointmentsTestApp;
beforeAll(async () => {
  t = await createAppointmentsTestApp(
    [1, 2, 3, 4, 5].map((weekday) => ({ office: OFFICE, weekday, time: '09:00', capacity: 1 })),
  );
});
afterAll(() => t.close());

describe('a slot under concurrent requests', () => {
  it('gives a one-place slot to exactly one of twenty concurrent bookings', async () => {
    const residents = [];
    for (let i = 0; i < 20; i++) residents.push(await t.waiting());
    const slot = manila('2030-01-08', '09:00');
    const answers = await Promise.all(residents.map((r) => t.book(r, r.id, slot)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const doc = await t.call(
      'GET',
      `/api/v1/taxpayers/appointments?office=${OFFICE}`,
      residents[0]?.auth ?? {},
    );
    const listed = (doc.body.data as { attributes: { starts_at: string } }[]).map(
      (s) => s.attributes.starts_at,
    );
    expect(listed).not.toContain(slot.toISOString());
  });

  it('keeps one application to one booking to come when it moves to two slots at once', async () => {
    const r = await t.waiting();
    const answers = await Promise.all(
      ['2030-01-09', '2030-01-10', '2030-01-11'].map((day) => t.book(r, r.id, manila(day, '09:00'))),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const doc = await t.call('GET', `/api/v1/taxpayers/appointments?office=${OFFICE}`, r.auth);
    const listed = (doc.body.data as { attributes: { starts_at: string } }[]).map(
      (s) => s.attributes.starts_at,
    );
    // The last to commit holds its slot; the other two were given back.
    const held = ['2030-01-09', '2030-01-10', '2030-01-11'].filter(
      (day) => !listed.includes(manila(day, '09:00').toISOString()),
    );
    expect(held).toHaveLength(1);
  });
});
