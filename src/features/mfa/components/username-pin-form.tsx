import { useEffect } from 'react';
import type { ChangePinRequest } from '@/domain/contracts/mfa';
import { FormFeedback } from '@/components/form-feedback';
import { PasswordField } from '@/components/password-field';
import { PinPad } from '@/components/pin-pad';
import { usePinPad } from '@/components/pin-pad-store';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { mfaMessages } from '../mfa-messages';

type Values = Omit<ChangePinRequest, 'recaptcha'>;

// The server's rules (contracts/mfa.ts changePinRequest) as §5 rule strings.
const RULES = {
  user_id: 'required|mask:^[A-Za-z0-9._-]{4,30}$~juan.cruz',
  login_pin: 'required|mask:^\\d{4}$~4 digits',
  login_pin_confirmation: 'required|match:login_pin',
} as const;

/** Choosing a username and a new 4-digit PIN (§2.4's Username sign-in), on the pad. */
export function UsernamePinForm({
  userId,
  onSave,
}: {
  userId: string | null;
  onSave: (values: Values) => Promise<void>;
}) {
  const t = useMessages(mfaMessages);
  const pin = usePinPad((s) => s.pin);
  const form = useRulesForm<Values>({
    rules: RULES,
    options: {
      labels: { user_id: t('username'), login_pin: t('newPin'), login_pin_confirmation: t('confirmPin') },
    },
    defaultValues: { user_id: userId ?? '', login_pin: '', login_pin_confirmation: '' },
  });
  // The pad keeps the PIN in its store; the form validates and sends it with the rest.
  const { setValue } = form;
  useEffect(() => setValue('login_pin', pin), [pin, setValue]);
  const submit = form.submitWith(onSave);
  const idPrefix = 'pin-form-';

  return (
    <form noValidate aria-label={t('usernamePin')} onSubmit={(e) => void submit(e)}>
      <FormFeedback
        feedback={form.feedback}
        idPrefix={idPrefix}
        labels={{ user_id: t('username'), login_pin: t('newPin'), login_pin_confirmation: t('confirmPin') }}
      />
      <TextField
        id={`${idPrefix}user_id`}
        label={t('username')}
        hint={t('usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errors.user_id?.message}
        {...form.register('user_id')}
      />
      <PinPad id={`${idPrefix}login_pin`} label={t('newPin')} error={form.errors.login_pin?.message} />
      <PasswordField
        id={`${idPrefix}login_pin_confirmation`}
        label={t('confirmPin')}
        hint={t('confirmPinHint')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        error={form.errors.login_pin_confirmation?.message}
        {...form.register('login_pin_confirmation')}
      />
      <button type="submit" className="button" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('saving') : t('savePin')}
      </button>
    </form>
  );
}
