import { useState } from 'react';
import { useLocation } from 'wouter';
import { readSignupProgress } from '@/features/signup/signup-progress';
import { SignUpFlow } from '@/features/signup/components/sign-up-flow';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

/** `/mobile/sign-up`: sign-up full-page for the wallet web-view. */
export default function MobileSignUpPage() {
  const t = useMessages(pagesMessages);
  const [, navigate] = useLocation();
  const [step, setStep] = useState<'form' | 'otp'>(() => (readSignupProgress() ? 'otp' : 'form'));
  return (
    <div className="page narrow">
      <h1>{step === 'otp' ? t('verifyMobile') : t('signUp')}</h1>
      <SignUpFlow mobileLogin onSignIn={() => navigate('/mobile/login')} onStepChange={setStep} />
    </div>
  );
}
