import type { Language } from '@/domain/constants/languages';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { taxpayers } from '../../db/auth-schema';

/** Something someone else may be doing to the account, which its owner must hear of. */
export type SecurityAlert = 'pin-locked' | 'codes-guessed' | 'codes-locked';

type Account = Pick<typeof taxpayers.$inferSelect, 'mobileNumber' | 'email' | 'emailVerifiedAt' | 'language'>;

const TEXTS: Record<Language, Record<SecurityAlert, string> & { subject: string; advice: string }> = {
  en: {
    subject: 'Someone may be trying to sign in to your Bayan account',
    advice: 'If this was not you, change your password now and contact your LGU office.',
    'pin-locked':
      'PIN sign-in to your account was turned off after 10 wrong PINs. Sign in with your password, then set a new PIN.',
    'codes-guessed':
      'Someone entered your password and then wrong 2-step verification codes several times. Further tries must wait.',
    'codes-locked':
      'Your 2-step verification codes were entered wrong too many times. To sign in now, you will also confirm a code sent to this mobile number.',
  },
  fil: {
    subject: 'Maaaring may sumusubok mag-sign in sa iyong Bayan account',
    advice:
      'Kung hindi ikaw ito, palitan agad ang iyong password at makipag-ugnayan sa tanggapan ng iyong LGU.',
    'pin-locked':
      'Isinara ang pag-sign in gamit ang PIN sa iyong account matapos ang 10 maling PIN. Mag-sign in gamit ang password, saka mag-set ng bagong PIN.',
    'codes-guessed':
      'May naglagay ng iyong password at saka ng maling 2-step verification code nang ilang beses. Kailangang maghintay ang susunod na subok.',
    'codes-locked':
      'Masyadong maraming beses na mali ang inilagay na 2-step verification code. Para makapag-sign in ngayon, kukumpirmahin mo rin ang code na ipapadala sa mobile number na ito.',
  },
};

/**
 * Tells the owner by SMS and e-mail (the configured senders: outbox, HTTP SMS, SMTP) of what may
 * be an attack on the account: a PIN locked by wrong guesses, second-factor codes guessed (issue 25).
 */
export async function sendSecurityAlert(
  senders: { sms: SmsSender; mail: MailSender },
  account: Account,
  alert: SecurityAlert,
) {
  const texts = TEXTS[account.language];
  const what = `${texts[alert]} ${texts.advice}`;
  const sends: Promise<void>[] = [];
  if (account.mobileNumber) sends.push(senders.sms.send(account.mobileNumber, `Bayan: ${what}`));
  if (account.email && account.emailVerifiedAt) {
    sends.push(senders.mail.send({ to: account.email, subject: texts.subject, text: what }));
  }
  await Promise.all(sends);
}
