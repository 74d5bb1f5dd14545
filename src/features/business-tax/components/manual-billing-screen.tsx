import type { BtaxFlags, BtaxManualBillingRecord } from '@/domain/contracts/business-tax';
import { createBtaxManualBilling } from '../api/create-btax-manual-billing';
import type { BtaxManualQuery } from '../api/search-btax-manual-billing';
import { manualColumns } from '../billing-columns';
import type { PaymentControls } from '../payment-controls';
import { BillingDetails } from './billing-details';
import { BillingScreenFrame } from './billing-screen-frame';
import { ManualQuarterSelect } from './manual-quarter-select';
import { ManualSearchForm } from './manual-search-form';
import { PayForm } from './pay-form';

type Found = { query: BtaxManualQuery; record: BtaxManualBillingRecord | null };

/**
 * Screen 4, manual billing (§2.10): BIN and an unpaid year → the assessment → for a RENEWAL the
 * quarter to pay up to (default 4th, each change inquires again) → valid ID → Pay.
 */
export function ManualBillingScreen({
  statusId,
  flags,
  payment,
  now = new Date(),
}: {
  statusId: number;
  flags: BtaxFlags;
  payment: PaymentControls;
  now?: Date;
}) {
  return (
    <BillingScreenFrame<Found>
      search={(show) => (
        <ManualSearchForm flags={flags} now={now} onFound={(query, record) => show({ query, record })} />
      )}
    >
      {(bill, { show, back }) => (
        <>
          {bill.record.type === 'RENEWAL' ? (
            <ManualQuarterSelect
              query={bill.query}
              paymentFrom={bill.record.payment_from}
              onFound={(query, record) => show({ query, record })}
            />
          ) : null}
          <BillingDetails
            caption="Business tax assessment"
            columns={manualColumns(bill.record)}
            focusOnShow={bill.record.type !== 'RENEWAL'}
          />
          <PayForm
            idPrefix="btax-manual-pay-"
            payment={payment}
            after="success-page"
            onBack={back}
            createBilling={(validId) =>
              createBtaxManualBilling({
                ...bill.query,
                valid_id_to_present: validId,
                application_status_id: statusId,
              })
            }
          />
        </>
      )}
    </BillingScreenFrame>
  );
}
