import { NEW_PASSWORD_RULES } from '@/domain/contracts/account-forms';
import { FormFeedback } from '@/components/form-feedback';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import type { NewPassword } from '../new-password';
import { passwordResetMessages } from '../password-reset-messages';
import { PasswordRulesList } from './password-rules-list';

/** Create New Password (§2.7 step 3 and the e-mailed link): the rules listed, then confirm. */
export function NewPasswordForm({
  idPrefix,
  onSubmit,
  submitLabel,
}: {
  idPrefix: string;
  /** Sends the password; a thrown ApiError lands under its field or in the form's alert. */
  onSubmit: (values: NewPassword) => Promise<void>;
  submitLabel?: string;
}) {
  const t = useMessages(passwordResetMessages);
  const form = useRulesForm<NewPassword>({
    rules: NEW_PASSWORD_RULES,
    options: { labels: { password: 'New Password' } },
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const submit = form.submitWith(onSubmit);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('createNewPassword')}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <NewPasswordFields
        form={form}
        idPrefix={idPrefix}
        label={t('newPassword')}
        hint={
          <>
            <span>{t('passwordMustHave')}</span>
            <PasswordRulesList password={form.watch('password')} />
          </>
        }
      />
      <button type="submit" className="button button-block" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('saving') : (submitLabel ?? t('submit'))}
      </button>
    </form>
  );
}
