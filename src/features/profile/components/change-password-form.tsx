import { useState } from 'react';
import { CHANGE_PASSWORD_RULES } from '@/domain/contracts/account-forms';
import { FormFeedback } from '@/components/form-feedback';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PasswordField } from '@/components/password-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { changePassword } from '../api/change-password';
import { profileMessages } from '../profile-messages';

type Values = { current_password: string; password: string; password_confirmation: string };
const ID = 'change-password-';

/**
 * Change password while signed in (§7.6 change_password; issue 30), beside the profile's other
 * security settings: the current password first (the re-authentication), then the new one twice.
 * Other devices are signed out and told why; this one stays signed in.
 */
export function ChangePasswordForm() {
  const t = useMessages(profileMessages);
  const [done, setDone] = useState<string | null>(null);
  const form = useRulesForm<Values>({
    rules: CHANGE_PASSWORD_RULES,
    options: { labels: { current_password: 'Current Password', password: 'New Password' } },
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const submit = form.submitWith(async (values) => {
    setDone(null);
    const answer = await changePassword(values);
    form.reset();
    setDone(answer.message);
  });
  return (
    <section aria-labelledby={`${ID}heading`} className="security-section">
      <h2 id={`${ID}heading`}>{t('changePassword')}</h2>
      <p className="muted">{t('changePasswordLead')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${ID}heading`}>
        <FormFeedback feedback={form.feedback} idPrefix={ID} />
        <PasswordField
          id={`${ID}current_password`}
          label={t('currentPassword')}
          autoComplete="current-password"
          error={form.formState.errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordFields form={form} idPrefix={ID} label={t('newPassword')} hint={t('newPasswordHint')} />
        <button type="submit" className="button" disabled={form.isSubmitting}>
          {t('changePassword')}
        </button>
        {done ? (
          <p role="status" className="form-success">
            {done}
          </p>
        ) : null}
      </form>
    </section>
  );
}
