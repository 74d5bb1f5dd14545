import type { ReactNode } from 'react';
import { FormFeedback } from '@/components/form-feedback';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { AUTH_CODE_OPTIONS, AUTH_CODE_RULES } from '../mfa-code-rules';
import { mfaMessages } from '../mfa-messages';

type Values = { code: string };

/**
 * '2-Step Verification' (§2.4, §5): a back button, the 6-digit authentication code from the app,
 * and Submit, which stays off while the field is empty or a request is in flight.
 */
export function AuthenticationCodeForm({
  idPrefix,
  label,
  onSubmit,
  onBack,
  children,
}: {
  idPrefix: string;
  /** The field's label; 'Authentication Code' by default. */
  label?: string;
  /** Runs on a valid code; a rejection is shown in the form. */
  onSubmit: (code: string) => Promise<void>;
  onBack?: () => void;
  /** Shown under Submit (other ways in). */
  children?: ReactNode;
}) {
  const t = useMessages(mfaMessages);
  const form = useRulesForm<Values>({
    rules: AUTH_CODE_RULES,
    options: AUTH_CODE_OPTIONS,
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const fieldLabel = label ?? t('authenticationCode');
  const submit = form.submitWith(({ code: value }) => onSubmit(value));

  return (
    <form noValidate aria-label={label ?? t('twoStepTitle')} onSubmit={(e) => void submit(e)}>
      {onBack ? (
        <button type="button" className="button button-secondary back-button" onClick={onBack}>
          {t('back')}
        </button>
      ) : null}
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} labels={{ code: fieldLabel }} />
      <TextField
        id={`${idPrefix}code`}
        label={fieldLabel}
        hint={label ? undefined : t('authenticationCodeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.errors.code?.message}
        {...form.register('code', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
      />
      <button
        type="submit"
        className="button button-block"
        disabled={code.trim() === '' || form.isSubmitting}
      >
        {form.isSubmitting ? t('submitting') : t('submit')}
      </button>
      {children}
    </form>
  );
}
