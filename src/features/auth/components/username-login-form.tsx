import { FormFeedback } from '@/components/form-feedback';
import { FormPrompt } from '@/components/form-prompt';
import { PinPad } from '@/components/pin-pad';
import { PIN_PAD_LENGTH, usePinPad } from '@/components/pin-pad-store';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../auth-messages';
import { useSignIn } from '../use-sign-in';

type Values = { user_id: string; login_pin: string };
const RULES = { user_id: 'required' } as const;
const FIELDS = ['user_id', 'login_pin'] as const;

/**
 * The Username tab (§2.4, flag TAXPAYER_USERNAME): a username and the 4-digit PIN from the pad.
 * Login stays off until both are in (§5) or while a request is in flight.
 */
export function UsernameLoginForm({
  mobileLogin = false,
  onSignUp,
}: {
  mobileLogin?: boolean;
  onSignUp: () => void;
}) {
  const t = useMessages(authMessages);
  const pin = usePinPad((s) => s.pin);
  const form = useRulesForm<Values>({
    rules: RULES,
    defaultValues: { user_id: '', login_pin: '' },
    fields: FIELDS,
    mode: 'onTouched',
  });
  const { notice, done, signInWith } = useSignIn(mobileLogin);
  const userId = form.watch('user_id');
  const submit = form.submitWith((values) =>
    signInWith({ user_id: values.user_id.trim(), login_pin: usePinPad.getState().pin }),
  );
  const idPrefix = 'login-username-';

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('loginWithUsername')}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} labels={{ login_pin: t('pin') }} />
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        id={`${idPrefix}user_id`}
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errors.user_id?.message}
        {...form.register('user_id')}
      />
      <PinPad id={`${idPrefix}login_pin`} label={t('pin')} error={form.errors.login_pin?.message} />
      <button
        type="submit"
        className="button button-block"
        disabled={userId.trim() === '' || pin.length < PIN_PAD_LENGTH || form.isSubmitting || done}
      >
        {form.isSubmitting ? t('loggingIn') : t('login')}
      </button>
      <FormPrompt question={t('noAccount')} action={t('signUp')} onAction={onSignUp} />
    </form>
  );
}
