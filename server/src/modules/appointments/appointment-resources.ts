import { NO_SHOW_LIMIT, type ScheduledSlot } from '@/domain/appointments/appointment-slots';
import { resource } from '../../http/json-api';
import type { BookingRow } from './appointment-bookings';
import { slotKey } from './appointment-bookings';

/** A free slot as the API shows it. */
export const slotResource = (s: ScheduledSlot & { available: number }) =>
  resource('appointment_slots', slotKey(s.office, s.startsAt), {
    office: s.office,
    starts_at: s.startsAt.toISOString(),
    capacity: s.capacity,
    available: s.available,
  });

/** A booking as the API shows it. */
export const bookingResource = (b: BookingRow) =>
  resource('appointments', b.id, {
    application_id: String(b.applicationId),
    office: b.office,
    starts_at: b.startsAt.toISOString(),
    state: b.state,
  });

/** The person's missed appointments against the limit. */
export const noShowMeta = (noShows: number) => ({ no_shows: noShows, no_show_limit: NO_SHOW_LIMIT });
