import { useRef, useState } from 'react';
import type { AppointmentSlot } from '@/domain/appointments/appointment-contracts';
import { slotDayLabel, slotTimeLabel } from '@/domain/appointments/slot-labels';
import { ApiError } from '@/lib/http';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import '../appointments.css';
import { bookAppointment } from '../api/book-appointment';
import { cancelAppointment } from '../api/cancel-appointment';
import { getApplicationOf } from '../api/get-application-of';
import { getAppointmentSlots } from '../api/get-appointment-slots';
import { applicationsMessages } from '../applications-messages';
import { SlotPicker } from './slot-picker';

const load = async (transactionId: string, signal?: AbortSignal) => {
  const [application] = (await getApplicationOf(transactionId, signal)).data;
  if (!application) return null;
  return { applicationId: application.id, ...(await getAppointmentSlots(application.id, signal)) };
};

const messageOf = (err: unknown) =>
  err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err);

/**
 * On the transaction page of an application waiting for its appointment (FOR APPOINTMENT),
 * whatever its kind: book a day and time, then change or cancel it; a person blocked after
 * missing appointments is told to book at the office.
 */
export default function ApplicationAppointment({ transactionId }: { transactionId: string }) {
  const t = useMessages(applicationsMessages);
  useLocale((s) => s.locale);
  const locale = getIntlLocale();
  const { state, reload, set } = useFetch(`appointment/${transactionId}`, (signal) =>
    load(transactionId, signal),
  );
  const [chosen, setChosen] = useState<AppointmentSlot | null>(null);
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  if (state.status === 'loading')
    return <div role="status" aria-busy="true" aria-label={t('appointmentLoading')} />;
  if (state.status === 'error') {
    return (
      <section className="notice appointment">
        <p role="alert">{t('appointmentLoadFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('tryAgain')}
        </button>
      </section>
    );
  }
  if (!state.data) return null;
  const { applicationId, data: slots, meta } = state.data;
  const booking = meta.booking;
  const when = (startsAt: string) => ({ day: slotDayLabel(startsAt, locale), time: slotTimeLabel(startsAt) });

  // The answer, then the slots as they are now (a place taken meanwhile is gone from the list).
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      const said = await work();
      set(await load(transactionId));
      setNotice(said);
      setChosen(null);
      setChanging(false);
      setConfirming(false);
      heading.current?.focus();
    } catch (err) {
      setError(messageOf(err));
      set(await load(transactionId).catch(() => state.data));
    } finally {
      setBusy(false);
    }
  };
  const book = (slot: AppointmentSlot) =>
    run(async () => {
      const { attributes } = (await bookAppointment(applicationId, slot.attributes)).data;
      return t('appointmentBookedNotice', when(attributes.starts_at));
    });
  const cancel = (bookingId: string) =>
    run(async () => {
      await cancelAppointment(bookingId);
      return t('appointmentCancelled');
    });

  return (
    <section className="notice appointment" aria-labelledby="appointment-title">
      <h2 id="appointment-title" ref={heading} tabIndex={-1}>
        {t('appointmentTitle')}
      </h2>
      <p role="status">{notice}</p>
      {error ? (
        <p role="alert" className="appointment-error">
          {error}
        </p>
      ) : null}
      {meta.blocked ? (
        <p>{t('appointmentBlocked', { count: meta.no_shows })}</p>
      ) : booking && !changing ? (
        <>
          <p className="appointment-booked">{t('appointmentBooked', when(booking.attributes.starts_at))}</p>
          {confirming ? (
            <>
              <p>{t('appointmentCancelConfirm', when(booking.attributes.starts_at))}</p>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void cancel(booking.id)}
                >
                  {t('appointmentCancelYes')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setConfirming(false)}
                >
                  {t('appointmentCancelNo')}
                </button>
              </div>
            </>
          ) : (
            <div className="actions">
              <button type="button" className="button" onClick={() => setChanging(true)}>
                {t('appointmentChange')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
                {t('appointmentCancel')}
              </button>
            </div>
          )}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void book(chosen);
            else setError(t('appointmentChooseFirst'));
          }}
        >
          <p>{t('appointmentLead')}</p>
          {meta.no_shows > 0 ? (
            <p>{t('appointmentNoShows', { count: meta.no_shows, limit: meta.no_show_limit })}</p>
          ) : null}
          {slots.length === 0 ? (
            <p>{t('appointmentNoSlots')}</p>
          ) : (
            <SlotPicker slots={slots} chosen={chosen} onChoose={setChosen} />
          )}
          <div className="actions">
            {slots.length > 0 ? (
              <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
                {busy ? t('appointmentBooking') : t('appointmentBook')}
              </button>
            ) : null}
            {changing ? (
              <button type="button" className="button button-secondary" onClick={() => setChanging(false)}>
                {t('appointmentKeep')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
