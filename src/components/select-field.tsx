import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { Option } from '@/domain/options/option';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly Option[];
  /** The first, empty choice ('Select …'); null for none, where the field always holds a value. */
  placeholder?: string | null;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled select with its hint and error; options may be disabled (shown but not choosable).
 * Spread `register(name)` into it, or pass value and onChange.
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  ref,
  ...select
}: SelectFieldProps) {
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
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {placeholder === null ? null : (
          <option value="">{placeholder ?? `Select ${label.toLowerCase()}`}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
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
