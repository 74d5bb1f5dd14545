import type { BtaxManualBillingRecord } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxManualBilling } from '../api/create-btax-manual-billing';
import type { BtaxManualQuery } from '../api/search-btax-manual-billing';
import { billSummary, manualColumns } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { ManualQuarterSelect } from './manual-quarter-select';
import { ManualSearchForm } from './manual-search-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Found = { query: BtaxManualQuery; record: BtaxManualBillingRecord | null };

/**
 * Screen 4, manual billing (§2.10): BIN and an unpaid year → the assessment → for a RENEWAL the
 * quarter to pay up to (default 4th, each change inquires again) → valid ID → Pay.
 */
export function ManualBillingScreen({ statusId, flags, payment, now = new Date() }: BtaxScreenProps) {
  const t = useMessages(btaxMessages);
  return (
    <BillingScreenFrame<Found>
      title={t('title')}
      search={(show) => (
        <ManualSearchForm flags={flags} now={now} onFound={(query, record) => show({ query, record })} />
      )}
    >
      {(bill, { show, back }) => {
        const renewal = bill.record.type === 'RENEWAL';
        return (
          <>
            {renewal ? (
              <ManualQuarterSelect
                query={bill.query}
                paymentFrom={bill.record.payment_from}
                onFound={(query, record) => show({ query, record })}
              />
            ) : null}
            <PayableBill
              caption={t('assessmentCaption')}
              record={bill.record}
              columns={manualColumns()}
              summary={billSummary(
                bill.record.payment_from,
                bill.record.payment_to,
                bill.record.total_amount,
              )}
              focusOnShow={!renewal}
              idPrefix="btax-manual-pay-"
              payment={payment}
              amount={bill.record.total_amount}
              beingPaid={bill.record.being_paid}
              onBack={back}
              createBilling={(payer) =>
                createBtaxManualBilling({ ...bill.query, ...payer, application_status_id: statusId })
              }
            />
          </>
        );
      }}
    </BillingScreenFrame>
  );
}
