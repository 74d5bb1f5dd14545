import '../rpt.css';
import { useEffect } from 'react';
import type { RptKind, RptListResponse } from '@/domain/contracts/property-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import type { PaymentControls } from '@/components/payment-controls';
import { useMessages } from '@/lib/i18n/use-messages';
import { currentYear } from '../rpt-choices';
import { backToCalculate, resetRptFlow, selectedProperties, showLists, useRptFlow } from '../rpt-flow-store';
import { isEmptyList, listOfKind } from '../rpt-kind-filter';
import { rptMessages } from '../rpt-messages';
import { OwnerSearchForm } from './owner-search-form';
import { PropertyLists } from './property-lists';
import { RptSummary } from './rpt-summary';

type Found = { record: RptListResponse | null };

export interface RealPropertyTaxFormProps {
  /** The transaction type's application status id, sent with the billing. */
  statusId: number;
  /** Only this kind of property (the RPT module's land, building and machinery pages). */
  kind?: RptKind | undefined;
  payment: PaymentControls;
  /** Pay Now's words ('Pay with GCASH' for wallet-login users, §6). */
  payLabel?: string | undefined;
  /** Today, for the years and the Period rule; tests fix it. */
  now?: Date;
}

/**
 * Real property tax (§2.11, §4): step 1 searches an owner's properties for a year; step 2 lists
 * them, prices the ones chosen (Calculate), then Submit shows the summary that Pay Now pays.
 */
export function RealPropertyTaxForm({
  statusId,
  kind,
  payment,
  payLabel,
  now = new Date(),
}: RealPropertyTaxFormProps) {
  const t = useMessages(rptMessages);
  const { step, query, properties, total, beingPaid } = useRptFlow();
  // The flow belongs to this screen: leaving it (or another opening) starts from the search.
  useEffect(() => {
    resetRptFlow();
    return resetRptFlow;
  }, []);
  return (
    <BillingScreenFrame<Found>
      title={t('title')}
      search={(show) => (
        <OwnerSearchForm
          now={now}
          onFound={(q, answer) => {
            const list = listOfKind(answer, kind);
            if (!isEmptyList(list)) showLists(q, list);
            show({ record: isEmptyList(list) ? null : list });
          }}
        />
      )}
    >
      {(_found, { back }) => {
        const toSearch = () => {
          resetRptFlow();
          back();
        };
        if (step === 'summary' && query && total)
          return (
            <RptSummary
              query={query}
              properties={selectedProperties(properties)}
              total={total}
              beingPaid={beingPaid}
              statusId={statusId}
              payment={payment}
              payLabel={payLabel ?? t('payNow')}
              onBack={backToCalculate}
            />
          );
        return (
          <PropertyLists
            kind={kind}
            withPeriod={query?.year === currentYear(now)}
            onBackToSearch={toSearch}
          />
        );
      }}
    </BillingScreenFrame>
  );
}
