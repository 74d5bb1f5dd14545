import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { taxpayers } from '../../db/auth-schema';
import { mfaTexts, type SignInChange } from './mfa-texts';

type Account = Pick<typeof taxpayers.$inferSelect, 'mobileNumber' | 'email' | 'emailVerifiedAt' | 'language'>;

/**
 * Tells the owner by SMS and e-mail that a sign-in setting changed, so a change they did not make
 * does not go unseen. `to` overrides the contacts (a changed number: the old one is told).
 */
export async function sendSettingsNotice(
  senders: { sms: SmsSender; mail: MailSender },
  account: Account,
  change: SignInChange,
  to: { mobile?: string | null; email?: string | null } = {},
) {
  const texts = mfaTexts(account.language);
  const what = texts.changes[change];
  const mobile = to.mobile === undefined ? account.mobileNumber : to.mobile;
  const email = to.email === undefined ? (account.emailVerifiedAt ? account.email : null) : to.email;
  const sends: Promise<void>[] = [];
  if (mobile) sends.push(senders.sms.send(mobile, texts.notice(what)));
  if (email) sends.push(senders.mail.send({ to: email, ...texts.noticeMail(what) }));
  await Promise.all(sends);
}
