import type { ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { commonMessages } from './messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';

type PasswordPair = { password: string; password_confirmation: string };

/** A new password typed twice (sign-up, reset, the e-mailed link), bound to `password` and `password_confirmation`. */
export function NewPasswordFields<T extends PasswordPair>({
  form,
  idPrefix,
  label,
  hint,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  /** Prepended to the field names for the inputs' ids (the error summary links to them). */
  idPrefix: string;
  label: string;
  hint: ReactNode;
}) {
  const t = useMessages(commonMessages);
  // `T extends PasswordPair` does not let TypeScript see these names as paths of T.
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  const errorOf = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <PasswordField
        id={`${idPrefix}password`}
        label={label}
        autoComplete="new-password"
        hint={hint}
        error={errorOf(password)}
        {...form.register(password)}
      />
      <PasswordField
        id={`${idPrefix}password_confirmation`}
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={errorOf(confirmation)}
        {...form.register(confirmation)}
      />
    </>
  );
}
