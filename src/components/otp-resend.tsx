/** Resend OTP, disabled with a countdown while the cooldown runs (§4, §9). */
export function OtpResend({
  secondsLeft,
  busy,
  onResend,
}: {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
}) {
  return (
    <p className="otp-resend">
      Didn&apos;t get the code?{' '}
      <button type="button" className="link-button" disabled={secondsLeft > 0 || busy} onClick={onResend}>
        {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
      </button>
    </p>
  );
}
