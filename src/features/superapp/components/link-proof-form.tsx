import { OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { SUPER_APP_LINK_OTP_RULES, SUPER_APP_LINK_PASSWORD_RULES } from '@/domain/contracts/super-app';
import { FormFeedback } from '@/components/form-feedback';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import * as v from 'valibot';
import { mfaChallenge } from '@/domain/contracts/mfa';
import { useMessages } from '@/lib/i18n/use-messages';
import { openMfaDialog } from '@/stores/auth-dialogs';
import { superAppAuthenticate } from '../api/super-app-authenticate';
import { finishSignOn } from '../finish-sign-on';
import { superAppMessages } from '../superapp-messages';

type Values = { link_token: string; password: string; pin: string };

/** One way of proving the existing account: its password, or the code sent by SMS. */
export function LinkProofForm({ linkToken, byCode }: { linkToken: string; byCode: boolean }) {
  const t = useMessages(superAppMessages);
  const form = useRulesForm<Values>({
    rules: byCode ? SUPER_APP_LINK_OTP_RULES : SUPER_APP_LINK_PASSWORD_RULES,
    options: OTP_OPTIONS,
    defaultValues: { link_token: linkToken, password: '', pin: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.submitWith(async (values) => {
    const proof = byCode ? { pin: values.pin } : { password: values.password };
    const answer = await superAppAuthenticate(linkToken, proof);
    // The account's second factor first, in the MFA dialog (§2.5); it links and signs in.
    if (v.is(mfaChallenge, answer)) openMfaDialog({ challenge: answer.data.attributes, mobileLogin: false });
    else finishSignOn(answer, t('signedIn'));
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('linkTitle')}>
      <FormFeedback feedback={form.feedback} idPrefix="superapp-link-" />
      {byCode ? (
        <TextField
          id="superapp-link-pin"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.pin?.message}
          {...form.register('pin')}
        />
      ) : (
        <PasswordField
          id="superapp-link-password"
          label={t('password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
      <button type="submit" className="button button-block" disabled={isSubmitting}>
        {isSubmitting ? t('linking') : t(byCode ? 'linkWithCode' : 'linkWithPassword')}
      </button>
    </form>
  );
}
