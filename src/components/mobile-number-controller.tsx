import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MobileNumberField } from './mobile-number-field';

/** The +63 mobile number field bound to a react-hook-form field (login, sign-up, forgot password). */
export function MobileNumberController<T extends FieldValues>({
  control,
  name,
  id,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MobileNumberField
          id={id}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
