import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { schedulesOf } from './appointment-schedules';
import { parseDays, parseTimes, runAppointmentsCommand } from './appointments-command';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let audit: { action: string; subject: string; detail: Record<string, unknown> }[] = [];
const run = async (line: string) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAppointmentsCommand(
    database.db,
    line.split(' '),
    (l) => out.push(l),
    (l) => err.push(l),
    (action, subject, detail) => Promise.resolve(void audit.push({ action, subject, detail })),
  );
  return { code, out, err };
};

describe('appointments schedule (the operator sets an office’s slots)', () => {
  it('reads days as lists and ranges, and times of day', () => {
    expect(parseDays('mon-fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDays('sat,mon,SUN')).toEqual([1, 6, 7]);
    expect(parseDays('fri-mon')).toBeNull();
    expect(parseDays('someday')).toBeNull();
    expect(parseTimes('13:30,8:00,08:00')).toEqual(['08:00', '13:30']);
    expect(parseTimes('24:00')).toBeNull();
  });

  it('sets, changes, lists and clears an office’s slots', async () => {
    expect(
      (await run('appointments schedule set police --days mon-wed --times 08:00,13:00 --capacity 5')).code,
    ).toBe(0);
    expect(await schedulesOf(database.db, ['police'])).toHaveLength(6);
    await run('appointments schedule set police --days wed --times 13:00 --capacity 2');
    const wednesday = (await schedulesOf(database.db, ['police'])).filter((s) => s.weekday === 3);
    expect(wednesday).toEqual([
      { office: 'police', weekday: 3, time: '08:00', capacity: 5 },
      { office: 'police', weekday: 3, time: '13:00', capacity: 2 },
    ]);
    expect((await run('appointments schedule list')).out).toContain('police  wed  13:00  capacity 2');
    expect((await run('appointments schedule clear police --days mon')).out).toEqual([
      'removed 2 slot lines of police',
    ]);
    expect(await schedulesOf(database.db, ['police'])).toHaveLength(4);
    // Each change is the operator's in the audit log; a listing is not a change.
    expect(audit).toEqual([
      {
        action: 'appointments.schedule.set',
        subject: 'office:police',
        detail: { days: [1, 2, 3], times: ['08:00', '13:00'], capacity: 5 },
      },
      {
        action: 'appointments.schedule.set',
        subject: 'office:police',
        detail: { days: [3], times: ['13:00'], capacity: 2 },
      },
      {
        action: 'appointments.schedule.clear',
        subject: 'office:police',
        detail: { days: [1], removed: 2 },
      },
    ]);
  });

  it('refuses a malformed command with its usage', async () => {
    audit = [];
    for (const line of [
      'appointments schedule set police --days mon --times 08:00 --capacity 0',
      'appointments schedule set police --days funday --times 08:00 --capacity 2',
      'appointments schedule set Police! --days mon --times 08:00 --capacity 2',
      'appointments slots',
    ]) {
      const { code, err } = await run(line);
      expect(code, line).toBe(2);
      expect(err[0]).toMatch(/^usage: appointments schedule set/);
    }
    expect(await run('staff list')).toEqual({ code: null, out: [], err: [] });
    expect(audit).toEqual([]);
  });
});
