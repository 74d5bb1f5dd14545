import { useState } from 'react';
import * as v from 'valibot';
import { mfaChallenge } from '@/domain/contracts/mfa';
import { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';
import { useMessages } from '@/lib/i18n/use-messages';
import { openMfaDialog } from '@/stores/auth-dialogs';
import { startCooldown } from '@/stores/otp-cooldown';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';
import { showToast } from '@/stores/toasts';
import type { Registration } from '../api/register';
import { signupMessages } from '../signup-messages';
import {
  clearSignupProgress,
  readSignupProgress,
  saveSignupProgress,
  type SignupDetails,
} from '../signup-progress';
import { SignUpForm } from './sign-up-form';
import { SignUpOtpStep } from './sign-up-otp-step';

/**
 * Sign-up, form then OTP (§4). The OTP step and the details (without the password) are kept in
 * local storage, so a reload comes back to the code entry.
 */
export function SignUpFlow({
  mobileLogin = false,
  onSignIn,
  onStepChange,
}: {
  mobileLogin?: boolean;
  onSignIn: () => void;
  /** Lets a dialog title follow the step. */
  onStepChange?: (step: 'form' | 'otp') => void;
}) {
  const t = useMessages(signupMessages);
  const [details, setDetails] = useState<SignupDetails | null>(readSignupProgress);
  const [password, setPassword] = useState<string | null>(null);
  const [draft, setDraft] = useState<Partial<Registration> | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  const registered = (form: Registration) => {
    const next: SignupDetails = {
      first_name: form.first_name,
      last_name: form.last_name,
      mobile_number: form.mobile_number,
      email: form.email,
      is_resident: form.is_resident,
    };
    saveSignupProgress(next);
    startCooldown(OTP_COOLDOWN_STORAGE_KEY);
    setPassword(form.password);
    setDetails(next);
    onStepChange?.('otp');
  };

  const startOver = () => {
    clearSignupProgress();
    setDraft(details ?? undefined);
    setDetails(null);
    setPassword(null);
    onStepChange?.('form');
  };

  if (notice) return <p role="status">{notice}</p>;
  if (!details) return <SignUpForm initial={draft} onRegistered={registered} onSignIn={onSignIn} />;
  return (
    <SignUpOtpStep
      details={details}
      password={password}
      onStartOver={startOver}
      onVerified={(session) => {
        clearSignupProgress();
        // The LGU requires a second factor: the new account sets one up before its session.
        if (v.is(mfaChallenge, session)) {
          openMfaDialog({ challenge: session.data.attributes, mobileLogin });
          return;
        }
        const message = session.message ?? t('verified');
        if (signIn(session, { mobileLogin })) {
          // The page reloads: the toast is shown on the page that loads.
          showToastAfterReload('success', message);
          setNotice(message);
        } else {
          showToast('success', message);
        }
      }}
    />
  );
}
