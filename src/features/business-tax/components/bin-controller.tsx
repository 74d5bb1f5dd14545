import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BinField } from './bin-field';

/** The BIN field of every business-tax search form, bound to the form's `bin` value. */
export function BinController<T extends FieldValues & { bin: string }>({
  control,
  idPrefix,
  freeText,
  error,
}: {
  control: Control<T>;
  idPrefix: string;
  freeText: boolean;
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={'bin' as Path<T>}
      render={({ field }) => (
        <BinField
          id={`${idPrefix}bin`}
          ref={field.ref}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          freeText={freeText}
          error={error}
        />
      )}
    />
  );
}
