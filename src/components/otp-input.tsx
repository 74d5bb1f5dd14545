import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldError } from './field-error';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

export interface OtpInputProps {
  /** The digits so far; a cleared cell in the middle is a space, so positions hold. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  length?: number;
  /** Shows dots instead of digits. */
  masked?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  /** The first cell's id, so an error summary can link to it. */
  id?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in single-digit cells (§5): digits only, a paste fills up to `length` cells,
 * typing moves on, Backspace on an empty cell goes back. Each cell is labelled for screen readers.
 */
export function OtpInput({
  value,
  onChange,
  label,
  length = 6,
  masked = false,
  error,
  disabled = false,
  id,
}: OtpInputProps) {
  const t = useMessages(commonMessages);
  const generated = useId();
  const baseId = id ?? generated;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (value[i] ?? '').trim());

  const emit = (next: string[]) =>
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );
  const focusCell = (index: number) => cells.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  // Writes `text` from cell `start` on; returns where the caret should go next.
  const fill = (start: number, text: string) => {
    const next = [...digits];
    const incoming = onlyDigits(text).slice(0, length - start);
    [...incoming].forEach((d, i) => (next[start + i] = d));
    emit(next);
    focusCell(start + incoming.length);
  };

  const onCellChange = (index: number, typed: string) => {
    const old = digits[index] ?? '';
    // A filled cell receives the old digit plus the new one; keep only what was added.
    const added = typed.startsWith(old) ? typed.slice(old.length) : typed;
    if (onlyDigits(typed) === '') {
      const next = [...digits];
      next[index] = '';
      emit(next);
      return;
    }
    if (onlyDigits(added) === '') return;
    fill(index, added);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      emit(next);
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code pasted anywhere starts at the first cell.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <div className={`field otp-field${error ? ' field-invalid' : ''}`}>
      <span id={labelId} className="field-label">
        {label ?? t('oneTimePin')}
      </span>
      <div
        className="otp-cells"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
      >
        {digits.map((digit, i) => (
          <input
            // The cells are positions of one code; they never reorder.
            key={i}
            ref={(node) => {
              cells.current[i] = node;
            }}
            id={i === 0 ? baseId : `${baseId}-${i + 1}`}
            className="otp-cell"
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otpDigit', { digit: i + 1, length })}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onChange={(e) => onCellChange(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
