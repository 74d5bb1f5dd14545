import type { BtaxBillingRecord, BtaxFlags } from '@/domain/contracts/business-tax';
import { createBtaxBilling } from '../api/create-btax-billing';
import type { BtaxApiQuery } from '../api/search-btax-billing';
import { importColumns } from '../billing-columns';
import type { PaymentControls } from '../payment-controls';
import { ApiSearchForm } from './api-search-form';
import { BillingDetails } from './billing-details';
import { BillingScreenFrame } from './billing-screen-frame';
import { PayForm } from './pay-form';

type Found = { query: BtaxApiQuery; record: BtaxBillingRecord | null };

/** Screen 2, bills from the LGU's billing system (§2.10): BIN, year, period → the bill → Pay. */
export function ApiBillingScreen({
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
        <ApiSearchForm flags={flags} now={now} onFound={(query, record) => show({ query, record })} />
      )}
    >
      {(bill, { back }) => (
        <>
          <BillingDetails caption="Business tax bill" columns={importColumns(bill.record)} />
          <PayForm
            idPrefix="btax-api-pay-"
            payment={payment}
            after="success-page"
            onBack={back}
            createBilling={(validId) =>
              createBtaxBilling({
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
