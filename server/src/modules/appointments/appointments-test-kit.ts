import { expect } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { AppointmentSchedule } from '@/domain/appointments/appointment-slots';
import { createTestClock } from '../../testing/test-clock';
import { freeCertificate } from '../applications/engine-kinds-test-kit';
import { createPaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { setSchedule } from './appointment-schedules';

// Two kinds only these tests know (the module names none): one whose workflow has the
// appointment step, acted on by the licensing office, and one without it.
export const withAppointment: ApplicationDefinition = {
  ...freeCertificate,
  route: 'test-appointment-clearance',
  moduleType: 'TESTAPPT',
  title: { en: 'Clearance by Appointment', fil: 'Clearance sa Appointment' },
  workflow: { payment: 'none', appointment: true },
  offices: ['licensing'],
  numberPrefix: 'TA',
};
export const withoutAppointment: ApplicationDefinition = {
  ...freeCertificate,
  route: 'test-no-appointment',
  moduleType: 'TESTNOAPPT',
};

/** The office whose slots the kind takes: its `offices`' code. */
export const OFFICE = 'licensing';

// Monday 7 January 2030, 08:00 in Manila: the first slot offered is 09:00 (an hour's lead).
export const MONDAY_8AM = new Date('2030-01-07T00:00:00Z');
/** A Manila wall time of that week as an instant ('2030-01-07', '09:00'). */
export const manila = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

type Json = Record<string, unknown> & { data: unknown; meta?: Record<string, unknown> };

/** The payments test app on a clock the test moves, with the two kinds, a schedule and helpers. */
export async function createAppointmentsTestApp(schedule: AppointmentSchedule[]) {
  const clock = createTestClock(MONDAY_8AM);
  const t = await createPaymentsTestApp({
    applicationKinds: [withAppointment, withoutAppointment],
    adapters: { now: clock.now },
  });
  await setSchedule(t.db, schedule);
  const licensing = await staffBearer(t, ['licensing']);

  const call = async (
    method: string,
    path: string,
    auth: Record<string, string> | string,
    body?: unknown,
  ) => {
    const headers = typeof auth === 'string' ? { Authorization: auth } : auth;
    const res = await t.request(
      method,
      path,
      { ...headers, 'Content-Type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** A resident's application of a kind, filed through the engine (PENDING); its id. */
  async function file(payer: { auth: Record<string, string> }, kind = withAppointment) {
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${kind.route}/applications`,
      payer.auth,
      {
        first_name: 'Juan',
        last_name: 'dela Cruz',
        purpose: 'Employment',
      },
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    return (filed.body.data as { id: string }).id;
  }

  /** The office asks for the appearance: the application moves to FOR APPOINTMENT. */
  async function askForAppointment(id: string) {
    // An officer signed in now: the clock may have moved past an earlier one's session.
    const officer = await staffBearer(t, ['licensing']);
    const moved = await call('POST', `/api/v1/staff/applications/${id}/moves`, officer, {
      to: 'FOR APPOINTMENT',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }

  /** A new resident with an application waiting for its appointment. */
  async function waiting() {
    const payer = await t.payer();
    const id = await file(payer);
    await askForAppointment(id);
    return { ...payer, id };
  }

  const book = (payer: { auth: Record<string, string> }, id: string, startsAt: Date, office = OFFICE) =>
    call('POST', '/api/v1/taxpayers/appointments', payer.auth, {
      application_id: id,
      office,
      starts_at: startsAt.toISOString(),
    });

  return { ...t, clock, licensing, call, file, askForAppointment, waiting, book };
}

export type AppointmentsTestApp = Awaited<ReturnType<typeof createAppointmentsTestApp>>;
