import type { HeldPayment } from '@/domain/contracts/payments';
import '../transactions.css';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';

// Why the money settled nothing, and what the taxpayer does next.
const WHY: Record<HeldPayment['reason'], string> = {
  duplicate: 'was not applied because this bill had already been paid. No receipt was issued for it.',
  amount_mismatch:
    'did not match the amount due, so it was not applied and no receipt was issued. The bill is still unpaid: bill it again from E-Government to pay it.',
};

function refundState(p: HeldPayment): string {
  if (p.status === 'refunded') {
    return `Refunded${p.completed_at ? ` on ${formatDate(p.completed_at)}` : ''} to the account you paid from.`;
  }
  if (p.status === 'processing')
    return 'Refund approved: the money is on its way back to the account you paid from.';
  // A refund the gateway refused waits for the treasury again; to the payer it is still pending.
  return "Refund: waiting for the treasury's approval. You do not need to do anything.";
}

/** Payments of a transaction that settled nothing (paid twice, or the wrong amount) and their refunds. */
export function HeldPayments({ payments }: { payments: readonly HeldPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <section className="held-payments" aria-labelledby="held-payments-title">
      <h2 id="held-payments-title">Payments to be refunded</h2>
      <ul>
        {payments.map((p) => (
          <li key={p.created_at + p.reason}>
            <p>
              A payment of{' '}
              <strong>
                {p.amount === null ? 'an unreported amount' : formatPeso(p.amount, { sign: true })}
              </strong>{' '}
              on {formatDate(p.created_at)} {WHY[p.reason]}
            </p>
            <p>{refundState(p)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
