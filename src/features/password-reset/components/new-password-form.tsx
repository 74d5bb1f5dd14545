import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { NEW_PASSWORD_RULES } from '@/domain/contracts/account-forms';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { PasswordField } from '@/components/password-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import type { NewPassword } from '../new-password';
import { PasswordRulesList } from './password-rules-list';

const schema = compileRules<NewPassword>(NEW_PASSWORD_RULES, { labels: { password: 'New Password' } });
const FIELDS = ['password', 'password_confirmation'] as const;

/** Create New Password (§2.7 step 3 and the e-mailed link): the rules listed, then confirm. */
export function NewPasswordForm({
  idPrefix,
  onSubmit,
  submitLabel = 'Submit',
}: {
  idPrefix: string;
  /** Sends the password; a thrown ApiError lands under its field or in the form's alert. */
  onSubmit: (values: NewPassword) => Promise<void>;
  submitLabel?: string;
}) {
  const { register, handleSubmit, setError, formState, watch } = useForm<NewPassword>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const feedback = useFormFeedback<NewPassword>(FIELDS, setError);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    feedback.clear();
    try {
      await onSubmit(values);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Create new password">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <PasswordField
        id={`${idPrefix}password`}
        label="New Password"
        autoComplete="new-password"
        hint={
          <>
            <span>Your password must have:</span>
            <PasswordRulesList password={watch('password')} />
          </>
        }
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id={`${idPrefix}password_confirmation`}
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <button type="submit" className="button button-block" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
