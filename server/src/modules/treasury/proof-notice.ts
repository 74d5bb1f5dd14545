import { eq } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { say, withValues } from '../../http/i18n/server-messages';
import { PROOF_MESSAGES } from './treasury.messages';

/**
 * Tells the payer by SMS and e-mail (a confirmed address only), in their language, what the
 * treasury decided on their proof of payment: the receipt when accepted, the reason when not.
 * Returns how many messages went out.
 */
export async function notifyProofDecision(
  { db, sms, mail }: { db: Db; sms: SmsSender; mail: MailSender },
  taxpayerId: number,
  values: { reference: string; reason?: string; receipt?: string },
): Promise<number> {
  const [payer] = await db
    .select({
      mobile: taxpayers.mobileNumber,
      email: taxpayers.email,
      verified: taxpayers.emailVerifiedAt,
      language: taxpayers.language,
    })
    .from(taxpayers)
    .where(eq(taxpayers.id, taxpayerId));
  if (!payer) return 0;
  const accepted = values.receipt !== undefined;
  const fill = { reference: values.reference, reason: values.reason ?? '', receipt: values.receipt ?? '' };
  const text = say(
    withValues(accepted ? PROOF_MESSAGES.acceptedSms : PROOF_MESSAGES.rejectedSms, fill),
    payer.language,
  );
  const subject = say(
    withValues(accepted ? PROOF_MESSAGES.acceptedSubject : PROOF_MESSAGES.rejectedSubject, fill),
    payer.language,
  );
  const sends: Promise<void>[] = [];
  if (payer.mobile) sends.push(sms.send(payer.mobile, text));
  if (payer.email && payer.verified) sends.push(mail.send({ to: payer.email, subject, text }));
  await Promise.all(sends);
  return sends.length;
}
