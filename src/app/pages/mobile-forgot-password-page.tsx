import { useState } from 'react';
import { useLocation } from 'wouter';
import { ForgotPasswordFlow } from '@/features/password-reset/components/forgot-password-flow';
import { RESET_TITLES } from '@/features/password-reset/password-reset-flow';
import { showToast } from '@/stores/toasts';

/** `/mobile/forgot-password`: the forgot-password steps full-page for the wallet web-view. */
export default function MobileForgotPasswordPage() {
  const [, navigate] = useLocation();
  const [title, setTitle] = useState(RESET_TITLES.contact);
  return (
    <div className="page narrow">
      <h1>{title}</h1>
      <ForgotPasswordFlow
        onStepChange={setTitle}
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
