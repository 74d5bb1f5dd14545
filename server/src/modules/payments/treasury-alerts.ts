import type { Logger } from 'pino';
import { centavosToPesos } from '@/domain/money/centavos';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { HeldPayment } from '../../billing/held-payment';

/** Tells the treasury about a payment held for refund: always in the log, and by e-mail when configured. */
export type TreasuryAlert = (held: HeldPayment) => void;

const WHY: Record<HeldPayment['reason'], string> = {
  duplicate: 'its bill was already paid by another transaction',
  amount_mismatch: 'the amount the gateway reported is not the amount of the checkout',
  cancelled: 'the payer had cancelled the transaction',
};

// What happens next: a duplicate goes back by itself (refunds.service.ts); the others need a person.
const NEXT: Record<HeldPayment['reason'], string> = {
  duplicate:
    'It is refunded automatically through the gateway (an unambiguous duplicate); if the gateway refuses, it waits in `npm run cli -- refunds list`.',
  amount_mismatch:
    'Review it with `npm run cli -- refunds list` and approve the refund with `npm run cli -- refunds approve <id>`.',
  cancelled:
    'Review it with `npm run cli -- refunds list` and approve the refund with `npm run cli -- refunds approve <id>`.',
};

export function createTreasuryAlert({
  logger,
  mail,
  to,
}: {
  logger: Pick<Logger, 'error'>;
  mail: MailSender;
  /** TREASURY_ALERT_EMAIL; without it the log line is the alert. */
  to: string | undefined;
}): TreasuryAlert {
  return (held) => {
    const { txn, checkout } = held;
    const taken =
      held.amount === null ? 'an unknown amount' : `${held.currency ?? '?'} ${centavosToPesos(held.amount)}`;
    const text = [
      `A payment of ${taken} for transaction ${txn.referenceNumber} (checkout ${checkout.id}, ${checkout.gateway})`,
      `was not applied because ${WHY[held.reason]}; the checkout asked for PHP ${centavosToPesos(checkout.amount)}.`,
      'No official receipt was issued.',
      NEXT[held.reason],
    ].join('\n');
    logger.error(
      {
        alert: `payment_${held.reason}`,
        transactionId: txn.id,
        checkoutId: checkout.id,
        amount: held.amount,
      },
      'payment held for refund',
    );
    if (!to) return;
    const subject = `Bayan: payment held for refund (${txn.referenceNumber})`;
    mail
      .send({ to, subject, text })
      .catch((err: unknown) => logger.error({ err }, 'treasury alert e-mail failed'));
  };
}
