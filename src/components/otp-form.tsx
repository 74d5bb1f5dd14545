import { useState, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { OTP_EXPIRED_MESSAGE, OTP_LENGTH } from '@/domain/constants/otp';
import { ApiError } from '@/lib/http';
import { FormFeedback } from './form-feedback';
import { OtpCodeField, type OtpResendControls } from './otp-code-field';
import type { RulesForm } from './use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/**
 * The form of an OTP step (§4: sign-up, forgot password): the error summary, where the code was
 * sent, the six cells with Resend OTP, any further fields, then Continue, which stays off until
 * six digits are in. The code is the form's `pin` field.
 */
export function OtpForm<T extends { pin: string }>({
  label,
  idPrefix,
  form,
  resend,
  onSubmit,
  intro,
  children,
  footer,
}: {
  /** The form's accessible name. */
  label: string;
  /** Prepended to field names for input ids (the error summary links to them). */
  idPrefix: string;
  form: RulesForm<T>;
  resend: OtpResendControls;
  /** Runs on valid values; a rejection is shown in the form. */
  onSubmit: (values: T) => Promise<void>;
  /** What was sent where, shown above the cells. */
  intro: ReactNode;
  /** Fields between the code and Continue. */
  children?: ReactNode;
  /** Shown below Continue. */
  footer?: ReactNode;
}) {
  const t = useMessages(commonMessages);
  // `T extends { pin }` does not let TypeScript see 'pin' as one of T's paths.
  const pin = 'pin' as Path<T>;
  const digits = String(form.watch(pin)).replace(/\D/g, '').length;
  const [expiredAttempts, setExpiredAttempts] = useState(0);
  const submit = form.submitWith(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      if (!isExpiredCode(err)) throw err;
      // Said once, beside Resend OTP; the dead code goes, so Continue waits for a new one.
      form.setValue(pin, '' as PathValue<T, Path<T>>);
      setExpiredAttempts((n) => n + 1);
    }
  });
  const freshResend: OtpResendControls = {
    ...resend,
    resend: async () => {
      // A new code: what was said about the old one no longer holds.
      setExpiredAttempts(0);
      form.clearErrors(pin);
      await resend.resend();
    },
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <p>{intro}</p>
      <OtpCodeField
        control={form.control}
        name={pin}
        id={`${idPrefix}pin`}
        error={form.getFieldState(pin, form.formState).error?.message}
        resend={freshResend}
        expiredAttempts={expiredAttempts}
      />
      {children}
      <button
        type="submit"
        className="button button-block"
        disabled={form.isSubmitting || digits < OTP_LENGTH}
      >
        {form.isSubmitting ? t('verifying') : t('continue')}
      </button>
      {footer}
    </form>
  );
}

const isExpiredCode = (err: unknown) =>
  err instanceof ApiError && Object.values(err.fields).includes(OTP_EXPIRED_MESSAGE);
