import { eq } from 'drizzle-orm';
import { formatCentavos } from '@/domain/money/centavos';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { FOLDER_DOCUMENT_KINDS } from '../../documents/document-kinds-folder';
import { definitionByRoute } from './application-definitions';
import { stepMessage } from './notify-application-texts';

export interface StepNotice {
  applicationId: number;
  /** The status the application has just moved to (committed). */
  to: string;
  reason?: string | undefined;
  /** WAITING FOR PAYMENT: the SOA's total (centavos) and expiry; else the transaction's amount. */
  soa?: { total: number; expiresAt: Date } | undefined;
}

const DAY = new Intl.DateTimeFormat('en-PH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Manila',
});

/**
 * Tells the taxpayer by SMS and e-mail (a confirmed address only), in the account's language, that
 * the application reached a step that needs them: FOR RESUBMISSION (with the reason), WAITING FOR
 * PAYMENT (the SOA total and expiry), FOR PRINTING, FOR PICK-UP, FOR DELIVERY, RELEASED, REJECTED (the reason, and Request a Refund when it was paid). Other steps
 * send nothing. Call it after the move commits; a provider's refusal is the caller's to log, the
 * move stands. Returns how many messages went out.
 */
export async function notifyApplicationStep(
  { db, sms, mail }: { db: Db; sms: SmsSender; mail: MailSender },
  notice: StepNotice,
): Promise<number> {
  const [row] = await db
    .select({
      reference: transactionHistories.referenceNumber,
      amount: transactionHistories.amount,
      paidAt: transactionHistories.paidAt,
      mobile: taxpayers.mobileNumber,
      email: taxpayers.email,
      verified: taxpayers.emailVerifiedAt,
      language: taxpayers.language,
      route: applications.route,
    })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .innerJoin(taxpayers, eq(taxpayers.id, applications.taxpayerId))
    .where(eq(applications.id, notice.applicationId));
  if (!row) return 0;
  const definition = definitionByRoute(row.route);
  const message = stepMessage(
    notice.to,
    row.language,
    {
      reference: row.reference,
      reason: notice.reason?.trim() ?? '',
      total: formatCentavos(notice.soa?.total ?? row.amount, { sign: true }),
      ...(notice.soa ? { expires: DAY.format(notice.soa.expiresAt) } : {}),
      // The document's own title (documents/kinds/): 'Your Barangay Clearance … is released'.
      paid: row.paidAt !== null,
      document: FOLDER_DOCUMENT_KINDS.find((entry) => entry.kind === definition?.issues)?.title,
    },
    definition?.notices,
  );
  if (!message) return 0;
  const sends: Promise<void>[] = [];
  if (row.mobile) sends.push(sms.send(row.mobile, message.sms));
  if (row.email && row.verified) sends.push(mail.send({ to: row.email, ...message.mail }));
  await Promise.all(sends);
  return sends.length;
}
