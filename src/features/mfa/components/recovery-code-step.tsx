import type { ReactNode } from 'react';
import type { MfaSession } from '@/domain/contracts/mfa';
import { FormFeedback } from '@/components/form-feedback';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { mfaAuthenticate } from '../api/mfa-authenticate';
import { RECOVERY_CODE_OPTIONS, RECOVERY_CODE_RULES } from '../mfa-code-rules';
import { mfaMessages } from '../mfa-messages';
import { MfaStepNav } from './mfa-step-nav';

type Values = { code: string };

/** 'Use a recovery code' (issue 16): one of the ten saved codes instead of the lost factor. */
export function RecoveryCodeStep({
  token,
  onVerified,
  onRefused,
  onBack,
  children,
}: {
  token: string;
  onVerified: (session: MfaSession) => Promise<void>;
  /** Sees a refusal before the form shows it (the dialog offers the phone check on some). */
  onRefused?: (err: unknown) => void;
  onBack: () => void;
  /** Shown under the form. */
  children?: ReactNode;
}) {
  const t = useMessages(mfaMessages);
  const form = useRulesForm<Values>({
    rules: RECOVERY_CODE_RULES,
    options: RECOVERY_CODE_OPTIONS,
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const submit = form.submitWith(async (values) => {
    const session = await mfaAuthenticate(values.code.trim().toLowerCase(), 'recovery_code', token).catch(
      (err: unknown) => {
        onRefused?.(err);
        throw err;
      },
    );
    await onVerified(session);
  });
  return (
    <>
      <form noValidate aria-label={t('recoveryTitle')} onSubmit={(e) => void submit(e)}>
        <FormFeedback
          feedback={form.feedback}
          idPrefix="mfa-recovery-"
          labels={{ code: t('recoveryCode') }}
        />
        <p>{t('recoveryIntro')}</p>
        <TextField
          id="mfa-recovery-code"
          label={t('recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={form.errors.code?.message}
          {...form.register('code', { setValueAs: (value: string) => value.trim() })}
        />
        <button
          type="submit"
          className="button button-block"
          disabled={code.trim() === '' || form.isSubmitting}
        >
          {form.isSubmitting ? t('submitting') : t('submit')}
        </button>
      </form>
      {children}
      <MfaStepNav onBack={onBack} />
    </>
  );
}
