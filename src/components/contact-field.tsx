import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MobileNumberController } from './mobile-number-controller';
import { TextField } from './text-field';
import { commonMessages } from './messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/** How a resident is reached: an SMS to the mobile number or a message to the e-mail address. */
export type ContactChannel = 'mobile' | 'email';

/**
 * The mobile number (fixed +63) or the e-mail address a resident signs in or resets a password
 * with (§2.4, §2.7), bound to one field of the form.
 */
export function ContactField<T extends FieldValues>({
  channel,
  form,
  name,
  idPrefix,
}: {
  channel: ContactChannel;
  form: Pick<UseFormReturn<T>, 'control' | 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
  /** Prepended to `name` for the input's id (the error summary links to it). */
  idPrefix: string;
}) {
  const t = useMessages(commonMessages);
  const id = `${idPrefix}${name}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  return channel === 'mobile' ? (
    <MobileNumberController control={form.control} name={name} id={id} error={error} />
  ) : (
    <TextField
      id={id}
      label={t('emailAddress')}
      type="email"
      autoComplete="email"
      error={error}
      {...form.register(name)}
    />
  );
}
