import { useEffect, useId, type KeyboardEvent } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { FieldError } from './field-error';
import { pinPadMessages } from './pin-pad-messages';
import {
  erasePinDigit,
  PIN_PAD_LENGTH,
  pressPinDigit,
  resetPin,
  togglePinShown,
  usePinPad,
} from './pin-pad-store';
import './pin-pad.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The 4-digit PIN keypad (§2.4, §4): digits by pad or keyboard, masked until Show, Reset and
 * backspace. The slots are hidden from screen readers, which hear how many digits are in instead,
 * so a PIN shown on screen is still never read aloud.
 */
export function PinPad({ id, label, error }: { id?: string; label?: string; error?: string | undefined }) {
  const t = useMessages(pinPadMessages);
  const pin = usePinPad((s) => s.pin);
  const shown = usePinPad((s) => s.shown);
  const generated = useId();
  const baseId = id ?? generated;
  const errorId = `${baseId}-error`;
  // A pad opened again must not bring back the last person's digits.
  useEffect(() => {
    resetPin();
    return resetPin;
  }, []);

  // On every key of the pad: typing digits works wherever focus is inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      pressPinDigit(event.key);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      erasePinDigit();
    }
  };

  return (
    <div className={`field pin-pad${error ? ' field-invalid' : ''}`}>
      <span id={`${baseId}-label`} className="field-label">
        {label ?? t('pin')}
      </span>
      <p id={`${baseId}-hint`} className="field-hint">
        {t('pinHint')}
      </p>
      <div
        id={baseId}
        role="group"
        aria-labelledby={`${baseId}-label`}
        aria-describedby={error ? `${baseId}-hint ${errorId}` : `${baseId}-hint`}
        className="pin-pad-body"
      >
        <div className="pin-pad-display">
          <div className="pin-pad-slots" aria-hidden="true">
            {Array.from({ length: PIN_PAD_LENGTH }, (_, i) => (
              <span key={i} className={`pin-pad-slot${pin[i] ? ' pin-pad-slot-filled' : ''}`}>
                {pin[i] ? (shown ? pin[i] : '•') : ''}
              </span>
            ))}
          </div>
          <button
            type="button"
            className="link-button pin-pad-toggle"
            aria-pressed={shown}
            onClick={togglePinShown}
            onKeyDown={onKeyDown}
          >
            {shown ? t('hidePin') : t('showPin')}
          </button>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {t('digitsEntered', { count: pin.length, length: PIN_PAD_LENGTH })}
        </p>
        <div className="pin-pad-keys">
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className="pin-pad-key"
              onClick={() => pressPinDigit(key)}
              onKeyDown={onKeyDown}
            >
              {key}
            </button>
          ))}
          <button
            type="button"
            className="pin-pad-key pin-pad-key-small"
            onClick={resetPin}
            onKeyDown={onKeyDown}
          >
            {t('reset')}
          </button>
          <button
            type="button"
            className="pin-pad-key"
            onClick={() => pressPinDigit('0')}
            onKeyDown={onKeyDown}
          >
            0
          </button>
          <button
            type="button"
            className="pin-pad-key"
            aria-label={t('erase')}
            onClick={erasePinDigit}
            onKeyDown={onKeyDown}
          >
            ⌫
          </button>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
