// Slots are Manila wall times: the Philippines keeps UTC+8 all year (no daylight saving since 1978).
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days ahead the office's slots are offered. */
export const APPOINTMENT_DAYS_AHEAD = 14;

/** A slot is offered until this many minutes before it starts (the office prepares its list). */
export const APPOINTMENT_LEAD_MINUTES = 60;

/**
 * Missed appointments after which a person can no longer book online and must book at the office,
 * as cities do against fixers who book slots to resell them.
 */
export const NO_SHOW_LIMIT = 3;

/** One line of an office's schedule: on a weekday (1 Monday … 7 Sunday), at a time, so many people. */
export interface AppointmentSchedule {
  office: string;
  weekday: number;
  /** Manila wall time, 'HH:MM' (24-hour). */
  time: string;
  capacity: number;
}

/** One slot of an office: when it starts and how many people it takes. */
export interface ScheduledSlot {
  office: string;
  startsAt: Date;
  capacity: number;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a Manila calendar day at `dayStartUtcMs`. */
const weekdayOf = (manilaMidnight: Date) => ((manilaMidnight.getUTCDay() + 6) % 7) + 1;

/**
 * The slots a schedule offers from `now` (at least the lead time ahead) through `daysAhead`
 * Manila calendar days after today, by start time then office.
 */
export function scheduledSlots(
  schedules: readonly AppointmentSchedule[],
  now: Date,
  { daysAhead = APPOINTMENT_DAYS_AHEAD, leadMinutes = APPOINTMENT_LEAD_MINUTES } = {},
): ScheduledSlot[] {
  const earliest = now.getTime() + leadMinutes * 60_000;
  // Today's Manila midnight, as a UTC-shifted date whose UTC fields are Manila's.
  const shifted = new Date(now.getTime() + MANILA_OFFSET_MS);
  const today = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  const slots: ScheduledSlot[] = [];
  for (let day = 0; day <= daysAhead; day++) {
    const midnight = new Date(today + day * DAY_MS);
    const weekday = weekdayOf(midnight);
    for (const s of schedules) {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(s.time);
      if (s.weekday !== weekday || !match || s.capacity < 1) continue;
      const at = midnight.getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000 - MANILA_OFFSET_MS;
      if (at >= earliest) slots.push({ office: s.office, startsAt: new Date(at), capacity: s.capacity });
    }
  }
  return slots.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.office.localeCompare(b.office),
  );
}
