import { useState } from 'react';
import type { BtaxFlags, BtaxSearchRecord, BtaxTransactionType } from '@/domain/contracts/business-tax';
import { createBtaxQuarterlyBilling } from '../api/create-btax-quarterly-billing';
import { searchColumns } from '../billing-columns';
import type { PaymentControls } from '../payment-controls';
import { BillingDetails } from './billing-details';
import { NoRecordFound } from './no-record-found';
import { PayForm } from './pay-form';
import { QuarterlyPeriodLookup } from './quarterly-period-lookup';
import { QuarterlySearchForm, type QuarterlyLookup } from './quarterly-search-form';

/** §2.10 labels of the two transaction types. */
export const QUARTERLY_TYPE_LABELS: Record<BtaxTransactionType, string> = {
  QUARTERLY: 'QUARTERLY (Current Year)',
  DELINQUENT: 'DELINQUENT (Previous Year)',
};

/**
 * Screen 1, quarterly or delinquent (§2.10): BIN (and year for a delinquency) → the bill → valid
 * ID → Pay. Quarterly asks for the period after the BIN lookup and looks again on each change.
 */
export function QuarterlyDelinquentScreen({
  transactionType,
  statusId,
  flags,
  payment,
  now = new Date(),
}: {
  transactionType: BtaxTransactionType;
  statusId: number;
  flags: BtaxFlags;
  payment: PaymentControls;
  now?: Date;
}) {
  const [lookup, setLookup] = useState<QuarterlyLookup | null>(null);
  // Quarterly only: the chosen period and its bill (undefined while loading or not chosen).
  const [period, setPeriod] = useState<number | null>(null);
  const [bill, setBill] = useState<BtaxSearchRecord | null | undefined>(undefined);
  const quarterly = transactionType === 'QUARTERLY';

  const back = () => {
    setLookup(null);
    setPeriod(null);
    setBill(undefined);
  };
  const record = quarterly ? bill : lookup?.record;

  return (
    <section aria-labelledby="btax-quarterly-title" className="billing-screen">
      <h3 id="btax-quarterly-title">{QUARTERLY_TYPE_LABELS[transactionType]}</h3>
      {!lookup ? (
        <QuarterlySearchForm transactionType={transactionType} flags={flags} now={now} onFound={setLookup} />
      ) : !lookup.record || record === null ? (
        <NoRecordFound onBack={back} />
      ) : (
        <>
          <p className="billing-subject">
            BIN <strong>{lookup.bin}</strong>
            {lookup.year ? ` · Year ${lookup.year}` : null}
          </p>
          {quarterly ? (
            <QuarterlyPeriodLookup
              bin={lookup.bin}
              qtrFrom={lookup.record.qtr_from}
              onResult={(p, r) => {
                setPeriod(p);
                setBill(r);
              }}
            />
          ) : null}
          {record ? (
            <>
              <BillingDetails
                caption="Business tax bill"
                columns={searchColumns(record)}
                focusOnShow={!quarterly}
              />
              <PayForm
                idPrefix="btax-quarterly-pay-"
                payment={payment}
                after="transaction-history"
                onBack={back}
                createBilling={(validId) =>
                  createBtaxQuarterlyBilling({
                    bin: lookup.bin,
                    transaction_type: transactionType,
                    year: lookup.year,
                    period: period ?? undefined,
                    valid_id_to_present: validId,
                    application_status_id: statusId,
                  })
                }
              />
            </>
          ) : (
            <div className="actions">
              <button type="button" className="button button-secondary" onClick={back}>
                Back
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
