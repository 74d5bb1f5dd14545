import { useEffect, useState } from 'react';
import { resumeCooldown, startCooldown, useOtpCooldown, type OtpCooldownKey } from './otp-cooldown';

/** Where a resend's failure is shown: the OTP step's form feedback (`useFormFeedback`). */
interface ResendFeedback {
  clear(): void;
  onApiError(err: unknown): void;
}

/**
 * Resend OTP for an OTP step (§4): the cooldown's seconds left, picked up again after a reload;
 * `resend`, which asks for a new code and restarts the cooldown; and the server's notice after it.
 * The steps differ only in the call and the cooldown, so MFA's steps reuse it with their own.
 */
export function useOtpResend({
  cooldownKey,
  send,
  feedback,
}: {
  cooldownKey: OtpCooldownKey;
  /** Asks the server for a new code; its message is shown as the notice. */
  send: () => Promise<{ message: string }>;
  feedback: ResendFeedback;
}) {
  const secondsLeft = useOtpCooldown((s) => s[cooldownKey]);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => resumeCooldown(cooldownKey), [cooldownKey]);

  const resend = async () => {
    setResending(true);
    feedback.clear();
    try {
      const answer = await send();
      startCooldown(cooldownKey);
      setNotice(answer.message);
    } catch (err) {
      feedback.onApiError(err);
    } finally {
      setResending(false);
    }
  };

  return { secondsLeft, notice, resending, resend };
}
