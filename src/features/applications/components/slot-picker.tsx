import { useId, useState } from 'react';
import type { AppointmentSlot } from '@/domain/appointments/appointment-contracts';
import { slotDayKey, slotDayLabel, slotTimeLabel } from '@/domain/appointments/slot-labels';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';

/**
 * Choosing an appointment: a day, then one of its free times, each a native radio group (arrow
 * keys move within it, Tab between the two), wrapping on a 320 px screen. Used for any kind
 * whose workflow has the appointment step.
 */
export function SlotPicker({
  slots,
  chosen,
  onChoose,
}: {
  slots: readonly AppointmentSlot[];
  chosen: AppointmentSlot | null;
  onChoose: (slot: AppointmentSlot | null) => void;
}) {
  const t = useMessages(applicationsMessages);
  useLocale((s) => s.locale);
  const locale = getIntlLocale();
  const id = useId();
  const days = [...new Set(slots.map((s) => slotDayKey(s.attributes.starts_at)))];
  const [picked, setDay] = useState(() => (chosen ? slotDayKey(chosen.attributes.starts_at) : days[0]));
  // A day whose last place went meanwhile (the list was read again) is no longer offered.
  const day = picked !== undefined && days.includes(picked) ? picked : days[0];
  const times = slots.filter((s) => slotDayKey(s.attributes.starts_at) === day);
  return (
    <div className="slot-picker">
      <fieldset className="slot-choices">
        <legend>{t('slotDay')}</legend>
        {days.map((key) => {
          const first = slots.find((s) => slotDayKey(s.attributes.starts_at) === key);
          return (
            <label key={key} className="slot-choice">
              <input
                type="radio"
                name={`${id}-day`}
                value={key}
                checked={day === key}
                onChange={() => {
                  setDay(key);
                  onChoose(null);
                }}
              />{' '}
              {first ? slotDayLabel(first.attributes.starts_at, locale) : key}
            </label>
          );
        })}
      </fieldset>
      <fieldset className="slot-choices">
        <legend>{t('slotTime')}</legend>
        {times.map((slot) => (
          <label key={slot.id} className="slot-choice">
            <input
              type="radio"
              name={`${id}-time`}
              value={slot.attributes.starts_at}
              checked={chosen?.id === slot.id}
              onChange={() => onChoose(slot)}
            />{' '}
            {slotTimeLabel(slot.attributes.starts_at)}{' '}
            <span className="slot-places">{t('slotPlaces', { count: slot.attributes.available })}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
