import type { FocusEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceSelect, type Choice } from './choice-select';

/** A ChoiceSelect bound to a react-hook-form field (years, periods, the valid ID). */
export function ChoiceController<T extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  hint,
  choices,
  error,
  busy,
  onFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder: string;
  hint?: string;
  choices: readonly Choice[];
  error?: string | undefined;
  busy?: boolean;
  onFocus?: (event: FocusEvent<HTMLSelectElement>) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceSelect
          id={id}
          ref={field.ref}
          name={field.name}
          label={label}
          placeholder={placeholder}
          hint={hint}
          choices={choices}
          value={field.value as string}
          busy={busy}
          onFocus={onFocus}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
