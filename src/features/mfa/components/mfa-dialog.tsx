import { useState } from 'react';
import type { MfaSession, MfaType } from '@/domain/contracts/mfa';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { closeDialog, type PendingMfa } from '@/stores/auth-dialogs';
import { enableGoogle2faAtSignIn } from '../api/enable-google-2fa-at-sign-in';
import { mfaAuthenticate } from '../api/mfa-authenticate';
import { keepChoice, startMfaSession } from '../finish-mfa-sign-in';
import { canGo, firstStepOf, offeredMethods, startOf, type MfaStep } from '../mfa-flow';
import { mfaMessages } from '../mfa-messages';
import { AppSetupStep, type SetupKey } from './app-setup-step';
import { AuthenticationCodeForm } from './authentication-code-form';
import { MfaChooser } from './mfa-chooser';
import { MfaContactStep } from './mfa-contact-step';
import { MfaOtpStep } from './mfa-otp-step';
import { RecoveryCodeStep } from './recovery-code-step';
import { RecoveryCodesList } from './recovery-codes-list';
import '../mfa.css';

/**
 * The multi-factor authentication dialog (§2.5, §4), opened when a sign-in answers
 * `is_mfa_required`: the chooser, then the chosen flow; success closes it and goes to /. When this
 * sign-in turned the first factor on, the recovery codes are shown once before the session starts.
 */
export function MfaDialog({ pending }: { pending: PendingMfa }) {
  const t = useMessages(mfaMessages);
  const { challenge, mobileLogin } = pending;
  const methods = offeredMethods(challenge);
  const [at, setAt] = useState(() => startOf(challenge));
  const [saveChoice, setSaveChoice] = useState(false);
  const [destination, setDestination] = useState('');
  const [setup, setSetup] = useState<SetupKey | null>(null);
  const [done, setDone] = useState<{ session: MfaSession; codes: string[] } | null>(null);

  const go = (step: MfaStep, method: MfaType | null = at.method) => {
    if (canGo(at.step, step)) setAt({ step, method });
  };
  const toChooser = () => go('choose', null);
  const verified = async (session: MfaSession) => {
    const kept = await keepChoice(session, at.method, saveChoice);
    const codes = session.data.attributes.recovery_codes;
    if (codes && codes.length > 0) {
      setDone({ session: kept, codes });
      go('codes');
    } else startMfaSession(kept, mobileLogin);
  };
  const finish = () => done && startMfaSession(done.session, mobileLogin);
  const channel = at.method === 'email_otp' ? 'email' : 'sms';
  const contact = (channel === 'sms' ? challenge.masked_mobile_number : challenge.masked_email) ?? '';
  const recovery = challenge.mfa_setup_required ? undefined : () => go('recovery', null);

  const title =
    at.step === 'app-code' ? t('twoStepTitle') : at.step === 'codes' ? t('codesTitle') : t('mfaTitle');

  return (
    // Closing while the codes show still starts the session they belong to.
    <Modal title={title} onClose={at.step === 'codes' ? finish : closeDialog} size="medium">
      {at.step === 'choose' ? (
        <MfaChooser
          challenge={challenge}
          methods={methods}
          saveChoice={saveChoice}
          onSaveChoice={setSaveChoice}
          onContinue={(method) => go(firstStepOf(method, challenge), method)}
          onRecovery={recovery}
        />
      ) : null}
      {at.step === 'confirm-contact' ? (
        <MfaContactStep
          key={channel}
          channel={channel}
          contact={contact}
          token={challenge.token}
          onSent={(sentTo) => {
            setDestination(sentTo);
            go('otp');
          }}
          onBack={toChooser}
          onChangeMethod={toChooser}
        />
      ) : null}
      {at.step === 'otp' ? (
        <MfaOtpStep
          channel={channel}
          destination={destination || contact}
          token={challenge.token}
          onVerified={verified}
          onBack={() => go('confirm-contact')}
          onChangeMethod={toChooser}
        />
      ) : null}
      {at.step === 'app-setup' ? (
        <AppSetupStep
          token={challenge.token}
          setup={setup}
          onSetup={setSetup}
          onNext={() => go('app-code')}
          onBack={toChooser}
          onChangeMethod={toChooser}
        />
      ) : null}
      {at.step === 'app-code' ? (
        <AuthenticationCodeForm
          idPrefix="mfa-app-"
          onBack={challenge.mfa_setup_required ? () => go('app-setup') : toChooser}
          onSubmit={async (code) =>
            verified(
              challenge.mfa_setup_required
                ? await enableGoogle2faAtSignIn(code, challenge.token)
                : await mfaAuthenticate(code, 'google_authenticator', challenge.token),
            )
          }
        >
          <div className="mfa-step-nav">
            <button type="button" className="link-button" onClick={toChooser}>
              {t('changeMethod')}
            </button>
            {recovery ? (
              <button type="button" className="link-button" onClick={recovery}>
                {t('useRecoveryCode')}
              </button>
            ) : null}
          </div>
        </AuthenticationCodeForm>
      ) : null}
      {at.step === 'recovery' ? (
        <RecoveryCodeStep token={challenge.token} onVerified={verified} onBack={toChooser} />
      ) : null}
      {at.step === 'codes' && done ? (
        <div>
          <p>{t('codesIntro')}</p>
          <RecoveryCodesList codes={done.codes} />
          <button type="button" className="button button-block" onClick={finish}>
            {t('codesSaved')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
