import { describe, expect, it } from 'vitest';
import { scheduledSlots, type AppointmentSchedule } from './appointment-slots';

const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);
const line = (weekday: number, time: string, capacity = 3, office = 'police'): AppointmentSchedule => ({
  office,
  weekday,
  time,
  capacity,
});
const starts = (slots: { startsAt: Date }[]) => slots.map((s) => s.startsAt.toISOString());

describe('scheduledSlots (an office’s schedule as slots, Manila time)', () => {
  // Friday 10 January 2031, 23:30 in Manila is still Friday 15:30 in UTC.
  const friday = at('2031-01-10', '23:30');

  it('reads weekdays and times on Manila’s calendar, whatever the server’s zone', () => {
    const slots = scheduledSlots([line(6, '08:00'), line(1, '08:00')], friday, { daysAhead: 3 });
    expect(starts(slots)).toEqual([
      at('2031-01-11', '08:00').toISOString(),
      at('2031-01-13', '08:00').toISOString(),
    ]);
  });

  it('offers a slot only the lead time ahead, through the last day ahead', () => {
    const nine = at('2031-01-13', '08:00');
    const slots = scheduledSlots([line(1, '08:30'), line(1, '09:00'), line(1, '10:00')], nine, {
      daysAhead: 7,
      leadMinutes: 60,
    });
    expect(starts(slots)).toEqual([
      at('2031-01-13', '09:00').toISOString(),
      at('2031-01-13', '10:00').toISOString(),
      at('2031-01-20', '08:30').toISOString(),
      at('2031-01-20', '09:00').toISOString(),
      at('2031-01-20', '10:00').toISOString(),
    ]);
  });

  it('orders by start then office, keeps capacities, and skips malformed lines', () => {
    const slots = scheduledSlots(
      [line(2, '13:00', 2, 'police'), line(2, '13:00', 4, 'health'), line(2, '25:00'), line(2, '09:00', 0)],
      at('2031-01-13', '08:00'),
      { daysAhead: 1 },
    );
    expect(slots).toEqual([
      { office: 'health', startsAt: at('2031-01-14', '13:00'), capacity: 4 },
      { office: 'police', startsAt: at('2031-01-14', '13:00'), capacity: 2 },
    ]);
  });
});
