import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OTP_EXPIRED_MESSAGE } from '@/domain/constants/otp';
import { OtpInput } from './otp-input';
import { OtpResend } from './otp-resend';
import { commonMessages } from './messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/** The resend side of an OTP step, as the step's `useOtpResend` gives it. */
export interface OtpResendControls {
  /** Seconds left of the resend cooldown; 0 once it is over. */
  secondsLeft: number;
  /** The server's message after a resend, if any. */
  notice: string | null;
  /** A resend is under way. */
  resending: boolean;
  resend: () => Promise<void>;
}

/**
 * The SMS code of an OTP step (sign-up, forgot password), bound to a react-hook-form field: the
 * six cells, §8's expired message (once) when the countdown is over or the server says so, the
 * resend notice and Resend OTP.
 * The cooldown and the resend call stay with the step, which passes them in.
 */
export function OtpCodeField<T extends FieldValues>({
  control,
  name,
  id,
  error,
  resend,
  expiredAttempts = 0,
}: {
  control: Control<T>;
  name: Path<T>;
  /** The first cell's id, so the error summary can link to it. */
  id: string;
  error?: string | undefined;
  resend: OtpResendControls;
  /**
   * Submits the server refused since the last resend because the code had expired: the message
   * is then an alert, said again on each one (it is not also a field error or in the summary).
   */
  expiredAttempts?: number;
}) {
  const t = useMessages(commonMessages);
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <OtpInput
            id={id}
            label={t('otp')}
            value={field.value as string}
            onChange={field.onChange}
            error={error}
          />
        )}
      />
      {expiredAttempts > 0 ? (
        <p key={expiredAttempts} className="field-hint" role="alert">
          {OTP_EXPIRED_MESSAGE}
        </p>
      ) : resend.secondsLeft === 0 ? (
        <p className="field-hint" role="status">
          {OTP_EXPIRED_MESSAGE}
        </p>
      ) : null}
      {resend.notice ? (
        <p className="form-notice" role="status">
          {resend.notice}
        </p>
      ) : null}
      <OtpResend
        secondsLeft={resend.secondsLeft}
        busy={resend.resending}
        onResend={() => void resend.resend()}
      />
    </>
  );
}
