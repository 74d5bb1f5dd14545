import { useEffect, useRef } from 'react';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import type { RptProperty, RptTotal } from '@/domain/contracts/property-tax';
import { PayForm, type PayerChoice } from '@/components/pay-form';
import type { PaymentControls } from '@/components/payment-controls';
import { RecordTable } from '@/components/record-table';
import { useMessages } from '@/lib/i18n/use-messages';
import { createRptBilling } from '../api/create-rpt-billing';
import { readyColumns, rptPeso } from '../property-columns';
import type { RptQuery } from '../rpt-flow-store';
import { rptMessages } from '../rpt-messages';

/**
 * After Submit (§2.11, §4): the calculated properties, their total with the peso sign, the valid
 * ID, Back to Calculate, and Pay Now behind a confirmation. The server prices the billing again
 * from the PINs and periods; the amounts shown here are never sent.
 */
export function RptSummary({
  query,
  properties,
  total,
  beingPaid,
  statusId,
  payment,
  payLabel,
  onBack,
}: {
  query: RptQuery;
  properties: readonly RptProperty[];
  total: RptTotal;
  /** Another payer's checkout for these quarters is open (the calculation said so). */
  beingPaid?: boolean | undefined;
  statusId: number;
  payment: PaymentControls;
  payLabel: string;
  onBack: () => void;
}) {
  const t = useMessages(rptMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Submit is gone with the cards: the summary takes focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const amount = rptPeso(total.total);
  const createBilling = (payer: PayerChoice) =>
    createRptBilling({
      ...query,
      ...payer,
      application_status_id: statusId,
      properties: properties.map((p) => ({ pin: p.pin, period: p.period })),
    });
  return (
    <section className="rpt-summary" aria-labelledby="rpt-summary-heading">
      <h3 id="rpt-summary-heading" ref={heading} tabIndex={-1}>
        {t('summaryHeading')}
      </h3>
      <RecordTable
        caption={t('summaryCaption')}
        records={properties}
        columns={readyColumns()}
        rowKey={(p) => p.pin}
        cards
      />
      <p className="rpt-total">{t('total', { total: amount })}</p>
      <PayForm
        idPrefix="rpt-pay-"
        payment={payment}
        createBilling={createBilling}
        onBack={onBack}
        backLabel={t('backToCalculate')}
        payLabel={payLabel}
        amount={centavosToPesos(total.total)}
        beingPaid={beingPaid}
        // The question names the quote's total: what the gateway charges, fee included (issue 25).
        confirm={(pay) =>
          t('confirmPay', { total: formatPeso(pay, { sign: true }), count: properties.length })
        }
      />
    </section>
  );
}
