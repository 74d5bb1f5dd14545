import type { BtaxSearchRecord, BtaxTransactionType } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxQuarterlyBilling } from '../api/create-btax-quarterly-billing';
import { billSummary, searchColumns } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { QuarterlyPeriodLookup } from './quarterly-period-lookup';
import { QuarterlySearchForm, type QuarterlyLookup } from './quarterly-search-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

/** §2.10 labels of the two transaction types. */
const QUARTERLY_TYPE_LABELS = {
  QUARTERLY: 'quarterlyType',
  DELINQUENT: 'delinquentType',
} as const satisfies Record<BtaxTransactionType, string>;

/** The BIN lookup, and for QUARTERLY the period chosen after it with its own bill. */
type Found = QuarterlyLookup & { period?: number; bill?: BtaxSearchRecord };

/**
 * Screen 1, quarterly or delinquent (§2.10): BIN (and year for a delinquency) → the bill → valid
 * ID → Pay. Quarterly asks for the period after the BIN lookup and looks again on each change; a
 * period with nothing due is 'No Record Found' too.
 */
export function QuarterlyDelinquentScreen({
  transactionType,
  statusId,
  flags,
  payment,
  now = new Date(),
}: BtaxScreenProps) {
  const t = useMessages(btaxMessages);
  // btaxScreen serves this screen only QUARTERLY and DELINQUENT.
  const type: BtaxTransactionType = transactionType === 'DELINQUENT' ? 'DELINQUENT' : 'QUARTERLY';
  const quarterly = type === 'QUARTERLY';
  return (
    <BillingScreenFrame<Found>
      title={t(QUARTERLY_TYPE_LABELS[type])}
      titleShown
      search={(show) => <QuarterlySearchForm transactionType={type} flags={flags} now={now} onFound={show} />}
    >
      {(found, { show, back }) => {
        const bill = quarterly ? found.bill : found.record;
        return (
          <>
            <p className="billing-subject">
              {t('subjectBin')} <strong>{found.bin}</strong>
              {found.year ? t('subjectYear', { year: found.year }) : null}
            </p>
            {quarterly ? (
              <QuarterlyPeriodLookup
                bin={found.bin}
                qtrFrom={found.record.qtr_from}
                onResult={(period, record) =>
                  show(record ? { ...found, period, bill: record } : { ...found, record })
                }
              />
            ) : null}
            {bill ? (
              <PayableBill
                caption={t('billCaption')}
                record={bill}
                columns={searchColumns()}
                summary={billSummary(bill.qtr_from, bill.qtr_to, bill.total_amount)}
                focusOnShow={!quarterly}
                idPrefix="btax-quarterly-pay-"
                payment={payment}
                amount={bill.total_amount}
                beingPaid={bill.being_paid}
                after="transaction-history"
                onBack={back}
                createBilling={(payer) =>
                  createBtaxQuarterlyBilling({
                    bin: found.bin,
                    transaction_type: type,
                    year: found.year,
                    period: found.period,
                    ...payer,
                    application_status_id: statusId,
                  })
                }
              />
            ) : (
              <div className="actions">
                <button type="button" className="button button-secondary" onClick={back}>
                  {t('back')}
                </button>
              </div>
            )}
          </>
        );
      }}
    </BillingScreenFrame>
  );
}
