import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { Option } from '@/domain/options/option';
import { FieldFrame } from './field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

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
  const t = useMessages(commonMessages);
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {placeholder === null ? null : (
            <option value="">{placeholder ?? t('selectField', { field: label.toLowerCase() })}</option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
