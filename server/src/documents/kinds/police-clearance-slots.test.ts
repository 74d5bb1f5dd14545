import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition } from '@/domain/applications/kinds/police-clearance-new';
import { VALID_POLICE_CLEARANCE } from '@/domain/applications/kinds/police-clearance-new.vectors';
import { setSchedule } from '../../modules/appointments/appointment-schedules';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { createTestClock } from '../../testing/test-clock';
import { tinyPng } from '../../testing/tiny-png';

// The police station's biometrics slots under load (issue 27): twenty residents waiting for their
// appearance ask for the same one-place slot at once, and it is given once. On PGlite in `npm
// test`, and on a pool of PostgreSQL connections in `npm run test:pg`.

// Monday 7 January 2030, 08:00 in Manila.
const clock = createTestClock(new Date('2030-01-07T00:00:00Z'));
const TUESDAY_9AM = new Date('2030-01-08T09:00:00+08:00');

let t: PaymentsTestApp;
let police: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({ adapters: { now: clock.now } });
  await setSchedule(
    t.db,
    [1, 2, 3, 4, 5].map((weekday) => ({ office: 'police', weekday, time: '09:00', capacity: 1 })),
  );
  police = await staffBearer(t, ['police']);
});
afterAll(() => t.close());

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as { data: unknown } });
const post = (path: string, auth: Record<string, string> | string, body: unknown) =>
  t.request(
    'POST',
    path,
    { ...(typeof auth === 'string' ? { Authorization: auth } : auth), 'Content-Type': 'application/json' },
    JSON.stringify(body),
  );

/** A new resident whose police clearance the station asked to appear for biometrics. */
async function waitingResident() {
  const payer = await t.payer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
  const upload = (await (await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form)).json()) as {
    data: { cdnUrl: string };
  };
  const filed = await json(
    await post(`/api/v1/taxpayers/application_kinds/${definition.route}/applications`, payer.auth, {
      ...VALID_POLICE_CLEARANCE,
      requirements: { valid_id: upload.data.cdnUrl },
    }),
  );
  expect(filed.status).toBe(201);
  const id = (filed.body.data as { id: string }).id;
  const moved = await post(`/api/v1/staff/applications/${id}/moves`, police, { to: 'FOR APPOINTMENT' });
  expect(moved.status).toBe(200);
  return { ...payer, id };
}

describe("the police station's biometrics slot under concurrent bookings", () => {
  it('gives a one-place slot to exactly one of twenty residents asking at once', async () => {
    const residents = [];
    for (let i = 0; i < 20; i++) residents.push(await waitingResident());
    const answers = await Promise.all(
      residents.map((r) =>
        post('/api/v1/taxpayers/appointments', r.auth, {
          application_id: r.id,
          office: 'police',
          starts_at: TUESDAY_9AM.toISOString(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);

    // The one who got it holds it; every other resident is offered the slot no more.
    const winner = residents[statuses.indexOf(201)];
    const held = await json(
      await t.request(
        'GET',
        `/api/v1/taxpayers/appointments?application_id=${winner?.id ?? ''}`,
        winner?.auth,
      ),
    );
    expect(held.body).toMatchObject({
      meta: { booking: { attributes: { office: 'police', starts_at: TUESDAY_9AM.toISOString() } } },
    });
    const loser = residents[statuses.indexOf(409)];
    const offered = await json(
      await t.request('GET', `/api/v1/taxpayers/appointments?application_id=${loser?.id ?? ''}`, loser?.auth),
    );
    const starts = (offered.body.data as { attributes: { starts_at: string } }[]).map(
      (s) => s.attributes.starts_at,
    );
    expect(starts).not.toContain(TUESDAY_9AM.toISOString());
    expect(starts).toContain(new Date('2030-01-09T09:00:00+08:00').toISOString());
  });
});
