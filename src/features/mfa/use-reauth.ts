import { useState } from 'react';
import { REAUTH_REQUIRED_MESSAGE, type MfaSettings } from '@/domain/contracts/mfa';
import { ApiError } from '@/lib/http';

/** A change the server would refuse without a recent re-authentication (403 REAUTH_REQUIRED_MESSAGE). */
const needsReauth = (err: unknown) =>
  err instanceof ApiError && err.status === 403 && err.message === REAUTH_REQUIRED_MESSAGE;

// A minute of margin: a window about to close would refuse the change halfway through a dialog.
const MARGIN_MS = 60_000;

/**
 * Sensitive changes (issue 16) run after a re-authentication of the last 10 minutes: `guard` runs
 * the change at once when one is fresh, else asks first (`asking`), and asks again if the server
 * refuses for want of one. `confirmed` is called by the dialog once the password or code is accepted.
 */
export function useReauth(settings: MfaSettings | null) {
  const [asking, setAsking] = useState<{ change: () => Promise<void>; smsOnly: boolean } | null>(null);
  const fresh = () =>
    settings?.reauthenticated_until != null &&
    Date.parse(settings.reauthenticated_until) - MARGIN_MS > Date.now();

  /** `smsOnly`: only an SMS code will do (a locked PIN is reset after an SMS OTP), asked every time. */
  const guard = async (change: () => Promise<void>, { smsOnly = false } = {}) => {
    if (smsOnly || !fresh()) {
      setAsking({ change, smsOnly });
      return;
    }
    try {
      await change();
    } catch (err) {
      if (!needsReauth(err)) throw err;
      setAsking({ change, smsOnly });
    }
  };
  const confirmed = async () => {
    const pending = asking;
    setAsking(null);
    await pending?.change();
  };
  return {
    asking: asking !== null,
    smsOnly: asking?.smsOnly ?? false,
    guard,
    confirmed,
    cancel: () => setAsking(null),
  };
}
