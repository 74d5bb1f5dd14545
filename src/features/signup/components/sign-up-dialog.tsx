import { useState } from 'react';
import { Modal } from '@/components/modal';
import { closeDialog, openDialog } from '@/stores/auth-dialogs';
import { readSignupProgress } from '../signup-progress';
import { SignUpFlow } from './sign-up-flow';

/** The sign-up dialog (§2.6); it reopens on the OTP step after a reload. */
export function SignUpDialog() {
  const [step, setStep] = useState<'form' | 'otp'>(() => (readSignupProgress() ? 'otp' : 'form'));
  return (
    <Modal title={step === 'otp' ? 'Verify Mobile Number' : 'Sign Up'} onClose={closeDialog}>
      <SignUpFlow onSignIn={() => openDialog('login')} onStepChange={setStep} />
    </Modal>
  );
}
