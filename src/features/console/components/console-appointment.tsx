import { useState } from 'react';
import type { BookingState } from '@/domain/appointments/appointment-contracts';
import { slotDayLabel, slotTimeLabel } from '@/domain/appointments/slot-labels';
import { mayDo } from '@/domain/staff/staff-permissions';
import { ApiError } from '@/lib/http';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getAppointments } from '../api/get-appointments';
import { markNoShow } from '../api/mark-no-show';
import type { StaffMember } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { ConsoleLoadFailed } from './console-load-failed';

const STATE_KEY = {
  booked: 'bookingBooked',
  cancelled: 'bookingCancelled',
  no_show: 'bookingNoShow',
} as const satisfies Record<BookingState, string>;

/**
 * An application waiting for its appointment: the person's bookings, their missed appointments,
 * and marking a booking whose time has begun as a no-show (three block online booking) for a
 * member who may review (the server's no_show route asks for applications.review).
 */
export function ConsoleAppointment({
  applicationId,
  me,
  onChanged,
}: {
  applicationId: number;
  me: StaffMember;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(consoleMessages);
  const locale = getIntlLocale();
  const { state, reload } = useFetch(`appointments/${applicationId}`, (signal) =>
    getAppointments(applicationId, signal),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (state.status === 'error') return <ConsoleLoadFailed onRetry={reload} />;
  if (!state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  const { data: bookings, meta } = state.data;
  const now = Date.now();
  const mayMark = mayDo(me.permissions, ['applications.review']);
  const when = (startsAt: string) => ({ day: slotDayLabel(startsAt, locale), time: slotTimeLabel(startsAt) });

  const mark = async (bookingId: string, startsAt: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await markNoShow(applicationId, bookingId);
      onChanged(t('markedNoShow', when(startsAt)));
      reload();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="console-appointment" className="console-card">
      <h2 id="console-appointment">{t('appointment')}</h2>
      <p>{t('noShows', { count: meta.no_shows, limit: meta.no_show_limit })}</p>
      {error ? (
        <p role="alert" className="console-error">
          {error}
        </p>
      ) : null}
      {bookings.length === 0 ? (
        <p>{t('noBooking')}</p>
      ) : (
        <ul className="console-bookings">
          {bookings.map((b) => {
            const { starts_at: startsAt, state: booking } = b.attributes;
            const begun = new Date(startsAt).getTime() <= now;
            return (
              <li key={b.id}>
                <strong>{t('bookingAt', when(startsAt))}</strong> {t(STATE_KEY[booking])}
                {booking === 'booked' && begun && mayMark ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      onClick={() => void mark(b.id, startsAt)}
                    >
                      {t('markNoShow')}
                    </button>
                  </>
                ) : null}
                {booking === 'booked' && !begun && mayMark ? <p>{t('noShowLater')}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
