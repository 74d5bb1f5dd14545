import { useState } from 'react';
import { OTP_COOLDOWN_STORAGE_KEY } from '@/domain/constants/otp';
import { FormPrompt } from '@/components/form-prompt';
import { useMessages } from '@/lib/i18n/use-messages';
import { startCooldown } from '@/stores/otp-cooldown';
import { changePasswordWithOtp } from '../api/change-password-with-otp';
import { nextStep, type ResetStep } from '../password-reset-flow';
import { passwordResetMessages } from '../password-reset-messages';
import { ForgotContactStep } from './forgot-contact-step';
import { ForgotOtpStep } from './forgot-otp-step';
import { NewPasswordForm } from './new-password-form';

/**
 * Forgot password (§2.7, §4): contact → SMS code → new password, or an e-mailed link. Each step
 * has Back; `onBack` on the first step leaves the flow (to the login form).
 */
export function ForgotPasswordFlow({
  onBack,
  onDone,
  onSignUp,
  onStepChange,
}: {
  onBack: () => void;
  /** Finished: the success message to show at home. */
  onDone: (message: string) => void;
  onSignUp: () => void;
  /** The step shown now (its title: useResetTitle). */
  onStepChange?: (step: ResetStep) => void;
}) {
  const t = useMessages(passwordResetMessages);
  const [step, setStep] = useState<ResetStep>('contact');
  const [mobileNumber, setMobileNumber] = useState('');
  const [resetToken, setResetToken] = useState('');
  // The reset request this device made: its code's tries are its own (issue 25).
  const [requestToken, setRequestToken] = useState('');

  const go = (to: ResetStep) => {
    const next = nextStep(step, to);
    setStep(next);
    onStepChange?.(next);
  };
  const back = () => (step === 'contact' ? onBack() : go(step === 'otp' ? 'contact' : 'otp'));

  return (
    <div className="flow">
      <button type="button" className="link-button back-button" onClick={back}>
        {t('back')}
      </button>
      {step === 'contact' ? (
        <ForgotContactStep
          initialMobile={mobileNumber}
          onCodeSent={(mobile, request) => {
            setMobileNumber(mobile);
            setRequestToken(request);
            startCooldown(OTP_COOLDOWN_STORAGE_KEY);
            go('otp');
          }}
          onLinkSent={onDone}
        />
      ) : null}
      {step === 'otp' ? (
        <ForgotOtpStep
          mobileNumber={mobileNumber}
          requestToken={requestToken}
          onVerified={(token) => {
            setResetToken(token);
            go('new-password');
          }}
        />
      ) : null}
      {step === 'new-password' ? (
        <NewPasswordForm
          idPrefix="forgot-new-"
          onSubmit={async (password) => {
            const answer = await changePasswordWithOtp(mobileNumber, resetToken, password);
            onDone(answer.message);
          }}
        />
      ) : null}
      <FormPrompt question={t('noAccount')} action={t('signUp')} onAction={onSignUp} />
    </div>
  );
}
