import type { Google2faSetup } from '@/domain/contracts/mfa';
import { useMessages } from '@/lib/i18n/use-messages';
import { mfaMessages } from '../mfa-messages';

/** The authenticator's setup (§3 QR setup): the QR image made on the server and the key as text. */
export function AuthenticatorSetup({ setup }: { setup: Google2faSetup['data']['attributes'] | null }) {
  const t = useMessages(mfaMessages);
  if (!setup) {
    return (
      <p role="status" aria-busy="true">
        {t('loadingSetup')}
      </p>
    );
  }
  return (
    <div className="mfa-setup">
      <p>{t('setupSteps')}</p>
      <img className="mfa-qr" src={setup.qr_code_url} alt={t('qrAlt')} width={200} height={200} />
      <p>{t('cantScan')}</p>
      <p className="mfa-secret">
        <span className="visually-hidden">{t('secretKey')}: </span>
        <code>{setup.google2fa_secret}</code>
      </p>
    </div>
  );
}
