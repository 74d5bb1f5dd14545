import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Modal } from '@/components/modal';
import { closeDialog, openDialog } from '@/stores/auth-dialogs';
import { showToast } from '@/stores/toasts';
import type { ResetStep } from '../password-reset-flow';
import { useResetTitle } from '../use-reset-title';
import { ForgotPasswordFlow } from './forgot-password-flow';

/** The forgot-password modal (§2.7); finishing closes it and returns home with the message. */
export function ForgotPasswordModal() {
  const [step, setStep] = useState<ResetStep>('contact');
  const title = useResetTitle(step);
  return (
    <Modal title={title} onClose={closeDialog}>
      <ForgotPasswordFlow
        onStepChange={setStep}
        onBack={() => openDialog('login')}
        onSignUp={() => openDialog('signup')}
        onDone={(message) => {
          closeDialog();
          navigate('/');
          showToast('success', message);
        }}
      />
    </Modal>
  );
}
