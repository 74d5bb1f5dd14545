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
import { offersPhoneCheck, PhoneCheckOffer } from './phone-check-offer';
import { PhoneCheckStep } from './phone-check-step';
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
  // Wrong codes from elsewhere hold the account back: the phone check, and the step it interrupts.
  const [phone, setPhone] = useState<{ held: boolean; sentTo: string; resume: MfaStep; confirmed: boolean }>({
    held: false,
    sentTo: '',
    resume: 'app-code',
    confirmed: false,
  });

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
  const refused = (err: unknown) => {
    if (offersPhoneCheck(err)) setPhone((p) => ({ ...p, held: true }));
  };
  const phoneOffer =
    phone.held && challenge.masked_mobile_number ? (
      <PhoneCheckOffer
        token={challenge.token}
        contact={challenge.masked_mobile_number}
        onSent={(sentTo) => {
          setPhone((p) => ({ ...p, sentTo, resume: at.step }));
          go('phone-check');
        }}
      />
    ) : null;
  const phoneConfirmed = phone.confirmed ? (
    <p className="form-notice" role="status">
      {t('phoneConfirmed')}
    </p>
  ) : null;

  const title =
    at.step === 'app-code'
      ? t('twoStepTitle')
      : at.step === 'codes'
        ? t('codesTitle')
        : at.step === 'phone-check'
          ? t('phoneCheckTitle')
          : t('mfaTitle');

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
      {at.step === 'otp' ? phoneConfirmed : null}
      {at.step === 'otp' ? (
        <MfaOtpStep
          channel={channel}
          destination={destination || contact}
          token={challenge.token}
          onVerified={verified}
          onRefused={refused}
          onBack={() => go('confirm-contact')}
          onChangeMethod={toChooser}
        >
          {phoneOffer}
        </MfaOtpStep>
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
      {at.step === 'app-code' ? phoneConfirmed : null}
      {at.step === 'app-code' ? (
        <AuthenticationCodeForm
          idPrefix="mfa-app-"
          onBack={challenge.mfa_setup_required ? () => go('app-setup') : toChooser}
          onSubmit={async (code) => {
            const session = await (
              challenge.mfa_setup_required
                ? enableGoogle2faAtSignIn(code, challenge.token)
                : mfaAuthenticate(code, 'google_authenticator', challenge.token)
            ).catch((err: unknown) => {
              refused(err);
              throw err;
            });
            await verified(session);
          }}
        >
          {phoneOffer}
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
      {at.step === 'recovery' ? phoneConfirmed : null}
      {at.step === 'recovery' ? (
        <RecoveryCodeStep
          token={challenge.token}
          onVerified={verified}
          onRefused={refused}
          onBack={toChooser}
        >
          {phoneOffer}
        </RecoveryCodeStep>
      ) : null}
      {at.step === 'phone-check' ? (
        <PhoneCheckStep
          token={challenge.token}
          destination={phone.sentTo}
          onConfirmed={() => {
            setPhone((p) => ({ ...p, held: false, confirmed: true }));
            go(phone.resume);
          }}
          onBack={() => go(phone.resume)}
        />
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
