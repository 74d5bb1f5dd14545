import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';

type Values = { latitude: string; longitude: string };
type Locating = 'idle' | 'busy' | 'denied' | 'failed' | 'done';

/**
 * The optional map pin: coordinates typed, or taken from the device. The browser asks for the
 * location only when the resident presses the button, never on opening the page.
 */
export function MapPinFields({ idPrefix }: { idPrefix: string }) {
  const t = useMessages(helpMessages);
  const { register, setValue, formState } = useFormContext<Values>();
  const [locating, setLocating] = useState<Locating>('idle');
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // Six decimals is about 10 cm: more than a phone knows, and what the office's map takes.
        setValue('latitude', coords.latitude.toFixed(6), { shouldValidate: formState.isSubmitted });
        setValue('longitude', coords.longitude.toFixed(6), { shouldValidate: formState.isSubmitted });
        setLocating('done');
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="help-pin">
      <legend>{t('mapPin')}</legend>
      <p className="field-hint">{t('mapPinHint')}</p>
      <div className="form-grid">
        <TextField
          id={`${idPrefix}latitude`}
          label={t('latitude')}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          id={`${idPrefix}longitude`}
          label={t('longitude')}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.longitude?.message}
          {...register('longitude')}
        />
      </div>
      {supported ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={locate}
          disabled={locating === 'busy'}
        >
          {locating === 'busy' ? t('locating') : t('useMyLocation')}
        </button>
      ) : null}
      <p role="status" className="muted">
        {locating === 'done' ? t('located') : null}
        {locating === 'denied' ? t('locationDenied') : null}
        {locating === 'failed' ? t('locationFailed') : null}
      </p>
    </fieldset>
  );
}
