import { useEffect, useRef } from 'react';
import type { PaymentControls } from '@/components/payment-controls';
import type { MiscFee } from '@/domain/contracts/misc-fees';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos, parseCentavos } from '@/domain/money/centavos';
import { useMessages } from '@/lib/i18n/use-messages';
import { createMiscFeePayment } from '../api/create-misc-fee-payment';
import type { FeeEntry } from '../misc-fee-store';
import { miscFeesMessages } from '../misc-fees-messages';

/**
 * Step 2 (§2.13): what will be paid, read-only, with Back and Pay Now ('Pay with GCASH' for
 * wallet-login users). Pay Now creates the payment, then the payment flow opens the gateway; both
 * buttons stay off meanwhile.
 */
export function MiscFeeSummary({
  officeName,
  fee,
  entry,
  payment,
  onBack,
}: {
  officeName: string;
  fee: MiscFee;
  entry: FeeEntry;
  payment: PaymentControls;
  onBack: () => void;
}) {
  const t = useMessages(miscFeesMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const busy = payment.busy;
  // The amount as typed ('20') in the quote's form ('20.00').
  const centavos = parseCentavos(entry.amount);
  const quote = payment.useQuote(centavos === null ? null : centavosToPesos(centavos));

  const pay = () =>
    payment
      .pay(
        () =>
          createMiscFeePayment({
            miscellaneous_fee_id: Number(fee.id),
            amount: entry.amount,
            remarks: entry.remarks,
            image_url: entry.image_url,
          }).then((doc) => doc.data.relationships.transaction_history.data.id),
        'success-page',
        quote.shown,
      )
      // The failure was said already (the toast of the call that failed); the summary stays.
      .catch(() => undefined);

  const rows: [string, string][] = [
    [t('office'), officeName],
    [t('fee'), fee.attributes.account_title],
    [t('amount'), formatPeso(entry.amount, { sign: true })],
    [t('remarks'), entry.remarks || t('noRemarks')],
    [t('image'), entry.image_name],
  ];
  return (
    <section className="misc-fee-summary" aria-labelledby="misc-fee-summary-title">
      <h3 id="misc-fee-summary-title" ref={heading} tabIndex={-1}>
        {t('summaryTitle')}
      </h3>
      <dl className="summary-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.view}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void pay()}
          disabled={busy || quote.loading}
          aria-busy={busy || undefined}
        >
          {payment.label}
        </button>
      </div>
    </section>
  );
}
