import { useState } from 'react';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { closeDialog, openDialog } from '@/stores/auth-dialogs';
import { signupMessages } from '../signup-messages';
import { readSignupProgress } from '../signup-progress';
import { SignUpFlow } from './sign-up-flow';

/** The sign-up dialog (§2.6); it reopens on the OTP step after a reload. */
export function SignUpDialog() {
  const t = useMessages(signupMessages);
  const [step, setStep] = useState<'form' | 'otp'>(() => (readSignupProgress() ? 'otp' : 'form'));
  return (
    <Modal title={step === 'otp' ? t('verifyTitle') : t('signUpTitle')} onClose={closeDialog}>
      <SignUpFlow onSignIn={() => openDialog('login')} onStepChange={setStep} />
    </Modal>
  );
}
