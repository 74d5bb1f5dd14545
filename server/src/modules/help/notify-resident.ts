import { eq } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { helpTexts, type HelpTexts } from './help-texts';

export interface Senders {
  sms: SmsSender;
  mail: MailSender;
}

/**
 * Sends an account an SMS and (to a confirmed address only) an e-mail in its language. `sms` and
 * `mail` pick the texts. Nothing is sent to a contact the account does not have.
 */
export async function notifyResident(
  { db, sms, mail }: Senders & { db: Db },
  taxpayerId: number,
  write: {
    sms: (t: HelpTexts) => string;
    mail: (t: HelpTexts) => { subject: string; text: string };
  },
) {
  const [account] = await db
    .select({
      mobile: taxpayers.mobileNumber,
      email: taxpayers.email,
      verified: taxpayers.emailVerifiedAt,
      language: taxpayers.language,
    })
    .from(taxpayers)
    .where(eq(taxpayers.id, taxpayerId));
  if (!account) return;
  const texts = helpTexts(account.language);
  const sends: Promise<void>[] = [];
  if (account.mobile) sends.push(sms.send(account.mobile, write.sms(texts)));
  if (account.email && account.verified) sends.push(mail.send({ to: account.email, ...write.mail(texts) }));
  await Promise.all(sends);
}
