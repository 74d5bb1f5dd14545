import { useState } from 'react';
import { useLocation } from 'wouter';
import { ForgotPasswordFlow } from '@/features/password-reset/components/forgot-password-flow';
import type { ResetStep } from '@/features/password-reset/password-reset-flow';
import { useResetTitle } from '@/features/password-reset/use-reset-title';
import { showToast } from '@/stores/toasts';

/** `/mobile/forgot-password`: the forgot-password steps full-page for the wallet web-view. */
export default function MobileForgotPasswordPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<ResetStep>('contact');
  const title = useResetTitle(step);
  return (
    <div className="page narrow">
      <h1>{title}</h1>
      <ForgotPasswordFlow
        onStepChange={setStep}
        onBack={() => navigate('/mobile/login')}
        onSignUp={() => navigate('/mobile/sign-up')}
        onDone={(message) => {
          showToast('success', message);
          navigate('/mobile/login');
        }}
      />
    </div>
  );
}
