import { useEffect, useState } from 'react';
import { MFA_TYPES, type MfaSettings, type MfaSettingsDocument, type MfaType } from '@/domain/contracts/mfa';
import type { Profile } from '@/domain/contracts/account-responses';
import { useMessages } from '@/lib/i18n/use-messages';
import { changePin } from '../api/change-pin';
import { getMfaSettings } from '../api/get-mfa-settings';
import { regenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { savePreferredMfa } from '../api/save-preferred-mfa';
import { updateMfaSetting } from '../api/update-mfa-setting';
import { mfaMessages } from '../mfa-messages';
import { useAction } from '../use-action';
import { useReauth } from '../use-reauth';
import { EnableAppDialog } from './enable-app-dialog';
import { ReauthDialog } from './reauth-dialog';
import { RecoveryCodesList } from './recovery-codes-list';
import { SecondFactorRow } from './second-factor-row';
import { UsernamePinForm } from './username-pin-form';
import '../mfa.css';

const isOn = (s: MfaSettings, m: MfaType) =>
  (m === 'google_authenticator'
    ? s.is_google_2fa_enabled
    : m === 'sms_otp'
      ? s.is_sms_2fa_enabled
      : s.is_email_2fa_enabled) === 1;

/**
 * The profile's 'Sign-in and security' (issue 16): each second factor on or off, recovery codes
 * (how many are left; a new set shown once), and the username and PIN. Every change asks for the
 * password or an SMS code first unless one was given in the last 10 minutes.
 */
export function SecuritySettings({
  profile,
  usernameLogin,
}: {
  profile: Pick<Profile, 'email' | 'email_verified'>;
  /** The LGU offers username + PIN sign-in (TAXPAYER_USERNAME). */
  usernameLogin: boolean;
}) {
  const t = useMessages(mfaMessages);
  const [settings, setSettings] = useState<MfaSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [addingApp, setAddingApp] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const action = useAction();
  const reauth = useReauth(settings);

  useEffect(() => {
    getMfaSettings().then(
      (doc) => setSettings(doc.data.attributes),
      () => setFailed(true),
    );
  }, []);

  const apply = (doc: MfaSettingsDocument) => {
    setSettings(doc.data.attributes);
    if (doc.meta?.recovery_codes) setCodes(doc.meta.recovery_codes);
    setSaved(doc.message ?? null);
  };
  const change = (run: () => Promise<MfaSettingsDocument | undefined>) =>
    action.run(() =>
      reauth.guard(async () => {
        const doc = await run();
        if (doc) apply(doc);
      }),
    );

  if (failed) return <p role="alert">{t('securityFailed')}</p>;
  if (!settings) return <p aria-busy="true">{t('securityLoading')}</p>;

  const emailProblem = !profile.email
    ? t('noEmail')
    : !profile.email_verified
      ? t('emailNeedsConfirm')
      : undefined;
  const toggle = (m: MfaType) => {
    if (isOn(settings, m)) return change(() => updateMfaSetting(m, false));
    if (m === 'google_authenticator')
      return change(async () => {
        setAddingApp(true);
        return undefined;
      });
    return change(() => updateMfaSetting(m, true));
  };
  const anyOn = MFA_TYPES.some((m) => isOn(settings, m));

  return (
    <section className="security-section" aria-labelledby="security-title">
      <h2 id="security-title">{t('securityTitle')}</h2>
      <p>{t('securityIntro')}</p>
      {action.error ? (
        <p className="form-alert" role="alert">
          {action.error}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {saved}
      </p>
      <h3>{t('secondFactors')}</h3>
      {settings.is_mfa_required_by_lgu ? <p className="field-hint">{t('requiredByLgu')}</p> : null}
      <ul className="security-list">
        {MFA_TYPES.map((m) => (
          <SecondFactorRow
            key={m}
            method={m}
            on={isOn(settings, m)}
            preferred={settings.preferred_mfa === m}
            unavailable={m === 'email_otp' ? emailProblem : undefined}
            busy={action.busy}
            onToggle={() => void toggle(m)}
            onPrefer={() => void action.run(async () => apply(await savePreferredMfa(m)))}
          />
        ))}
      </ul>
      <h3>{t('recoveryCodes')}</h3>
      {codes ? (
        <div className="notice">
          <p>{t('codesIntro')}</p>
          <RecoveryCodesList codes={codes} />
          <button type="button" className="button" onClick={() => setCodes(null)}>
            {t('codesSaved')}
          </button>
        </div>
      ) : anyOn ? (
        <>
          <p>{t('codesLeft', { count: settings.recovery_codes_left })}</p>
          <p className="field-hint">{t('newCodesWarning')}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={action.busy}
            onClick={() => void change(regenerateRecoveryCodes)}
          >
            {t('newCodes')}
          </button>
        </>
      ) : (
        <p className="field-hint">{t('codesNeedFactor')}</p>
      )}
      {usernameLogin ? (
        <>
          <h3>{t('usernamePin')}</h3>
          <p>{t('usernamePinIntro')}</p>
          <p>{settings.user_id ? t('currentUsername', { username: settings.user_id }) : t('noUsername')}</p>
          {settings.is_pin_locked ? <p className="form-alert">{t('pinLocked')}</p> : null}
          <UsernamePinForm
            userId={settings.user_id}
            onSave={(values) =>
              reauth.guard(async () => apply(await changePin(values)), { smsOnly: settings.is_pin_locked })
            }
          />
        </>
      ) : null}
      {reauth.asking ? (
        <ReauthDialog
          smsOnly={reauth.smsOnly}
          onCancel={reauth.cancel}
          onConfirmed={async (doc) => {
            setSettings(doc.data.attributes);
            await action.run(reauth.confirmed);
          }}
        />
      ) : null}
      {addingApp ? (
        <EnableAppDialog
          onClose={() => setAddingApp(false)}
          onEnabled={(doc) => {
            setAddingApp(false);
            apply(doc);
          }}
        />
      ) : null}
    </section>
  );
}
