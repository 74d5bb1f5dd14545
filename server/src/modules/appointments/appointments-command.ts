import type { Db } from '../../db/client';
import { allSchedules, clearSchedule, setSchedule } from './appointment-schedules';

type Out = (line: string) => void;
type Audited = (action: string, subject: string, detail: Record<string, unknown>) => Promise<void>;

const USAGE = `usage: appointments schedule set <office> --days mon-fri --times 08:00,09:00 --capacity 5
       appointments schedule list
       appointments schedule clear <office> [--days sat,sun]
days: mon tue wed thu fri sat sun, as a list (mon,wed) or a range (mon-fri); times: HH:MM (Manila)`;

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** 'mon-fri' → [1 … 5], 'mon,wed' → [1, 3] (ISO weekdays); null when a day is unknown. */
export function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(',')) {
    const [from, to = from] = part.trim().split('-');
    const a = DAYS.indexOf(from ?? '');
    const b = DAYS.indexOf(to ?? '');
    if (a < 0 || b < 0 || b < a) return null;
    for (let d = a; d <= b; d++) days.add(d + 1);
  }
  return [...days].sort((x, y) => x - y);
}

/** '8:00,13:30' → ['08:00', '13:30']; null when one is not a time of day. */
export function parseTimes(text: string): string[] | null {
  const times = text.split(',').map((t) => /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(t.trim()));
  if (times.some((m) => !m)) return null;
  return [...new Set(times.map((m) => `${(m?.[1] ?? '').padStart(2, '0')}:${m?.[2] ?? ''}`))].sort();
}

const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const OFFICE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * `appointments schedule set|list|clear` (README: Appointments): the slots an office offers, as
 * data the operator sets; null when the arguments are another command's. A change goes to the
 * audit log through `audited` (as the operator's, like the command line's other changes).
 */
export async function runAppointmentsCommand(
  db: Db,
  args: string[],
  out: Out,
  err: Out,
  audited: Audited = () => Promise.resolve(),
) {
  if (args[0] !== 'appointments') return null;
  const [, noun, verb, office] = args;
  if (noun !== 'schedule') {
    err(USAGE);
    return 2;
  }
  if (verb === 'list') {
    const rows = await allSchedules(db);
    if (rows.length === 0) out('no appointment slots');
    for (const r of rows)
      out(`${r.office}  ${DAYS[r.weekday - 1] ?? r.weekday}  ${r.time}  capacity ${r.capacity}`);
    return 0;
  }
  if (!office || !OFFICE.test(office)) {
    err(USAGE);
    return 2;
  }
  const daysText = option(args, '--days');
  const days = daysText === undefined ? undefined : parseDays(daysText);
  if (days === null) {
    err(USAGE);
    return 2;
  }
  if (verb === 'clear') {
    const removed = await clearSchedule(db, office, days);
    await audited('appointments.schedule.clear', `office:${office}`, { days: days ?? 'all', removed });
    out(`removed ${removed} slot lines of ${office}`);
    return 0;
  }
  const times = parseTimes(option(args, '--times') ?? '');
  const capacity = Number(option(args, '--capacity'));
  if (verb !== 'set' || !days || !times || !Number.isInteger(capacity) || capacity < 1 || capacity > 1000) {
    err(USAGE);
    return 2;
  }
  await setSchedule(
    db,
    days.flatMap((weekday) => times.map((time) => ({ office, weekday, time, capacity }))),
  );
  await audited('appointments.schedule.set', `office:${office}`, { days, times, capacity });
  out(
    `${office}: ${days.length * times.length} slot lines of ${capacity} on ${days.map((d) => DAYS[d - 1]).join(', ')} at ${times.join(', ')}`,
  );
  return 0;
}
