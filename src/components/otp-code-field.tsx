import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OTP_EXPIRED_MESSAGE } from '@/domain/constants/otp';
import { OtpInput } from './otp-input';
import { OtpResend } from './otp-resend';

/**
 * The SMS code of an OTP step (sign-up, forgot password), bound to a react-hook-form field: the
 * six cells, §8's expired message once the countdown is over, the resend notice and Resend OTP.
 * The cooldown and the resend call stay with the step, which passes them in.
 */
export function OtpCodeField<T extends FieldValues>({
  control,
  name,
  id,
  error,
  secondsLeft,
  notice,
  resending,
  onResend,
}: {
  control: Control<T>;
  name: Path<T>;
  /** The first cell's id, so the error summary can link to it. */
  id: string;
  error?: string | undefined;
  /** Seconds left of the resend cooldown; 0 once it is over. */
  secondsLeft: number;
  /** The server's message after a resend, if any. */
  notice: string | null;
  /** A resend is under way. */
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <OtpInput
            id={id}
            label="OTP"
            value={field.value as string}
            onChange={field.onChange}
            error={error}
          />
        )}
      />
      {secondsLeft === 0 ? (
        <p className="field-hint" role="status">
          {OTP_EXPIRED_MESSAGE}
        </p>
      ) : null}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <OtpResend secondsLeft={secondsLeft} busy={resending} onResend={onResend} />
    </>
  );
}
