import { useId, type FocusEvent, type Ref } from 'react';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled select whose options may be disabled (years and quarters that cannot be paid). */
export function ChoiceSelect({
  id,
  label,
  name,
  value,
  choices,
  placeholder,
  onChange,
  onFocus,
  onBlur,
  error,
  hint,
  disabled,
  busy,
  ref,
}: {
  id?: string;
  label: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  placeholder?: string;
  onChange: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        name={name}
        value={value}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((c) => (
          <option key={c.value} value={c.value} disabled={c.disabled}>
            {c.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
