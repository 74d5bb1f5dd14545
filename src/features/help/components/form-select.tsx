import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import type { Option } from '@/domain/options/option';

/**
 * A select bound to the surrounding form by value, so a pre-filled choice shows however late the
 * select mounts (a DOM-registered select lost the profile's gender in tests).
 */
export function FormSelect({
  id,
  name,
  label,
  options,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
}) {
  const { control } = useFormContext<Record<string, unknown>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={id}
          label={label}
          options={options}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );
}
