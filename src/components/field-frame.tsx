import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

/** What the framed control must carry so its label, hint and error reach a screen reader. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** The field's own error message, shown under it and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control's id; generated when not given. */
  id?: string | undefined;
  className?: string | undefined;
  /** Ids of other text that describes the control (a fixed +63 prefix), read before hint and error. */
  describedBy?: string | undefined;
  /** The control itself, given the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Every form field's frame: label, hint above the control, error below, and the ids that link
 * them. Text, password, mobile-number and select fields differ only in the control they render.
 */
export function FieldFrame({ label, error, hint, id, className, describedBy, children }: FieldFrameProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
