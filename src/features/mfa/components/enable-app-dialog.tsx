import { useState } from 'react';
import type { MfaSettingsDocument } from '@/domain/contracts/mfa';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { enableGoogle2fa } from '../api/enable-google-2fa';
import { mfaMessages } from '../mfa-messages';
import { AppSetupStep, type SetupKey } from './app-setup-step';
import { AuthenticationCodeForm } from './authentication-code-form';

/**
 * Turning the authenticator on from the profile: the QR and the key as text, then a code from the
 * app proves it was added before the server switches it on.
 */
export function EnableAppDialog({
  onEnabled,
  onClose,
}: {
  onEnabled: (doc: MfaSettingsDocument) => void;
  onClose: () => void;
}) {
  const t = useMessages(mfaMessages);
  const [setup, setSetup] = useState<SetupKey | null>(null);
  const [step, setStep] = useState<'setup' | 'code'>('setup');
  return (
    <Modal title={step === 'setup' ? t('enableAppTitle') : t('twoStepTitle')} onClose={onClose}>
      {step === 'setup' ? (
        <AppSetupStep setup={setup} onSetup={setSetup} onNext={() => setStep('code')} onBack={onClose} />
      ) : (
        <AuthenticationCodeForm
          idPrefix="enable-app-"
          onBack={() => setStep('setup')}
          onSubmit={async (code) => onEnabled(await enableGoogle2fa(code))}
        />
      )}
    </Modal>
  );
}
