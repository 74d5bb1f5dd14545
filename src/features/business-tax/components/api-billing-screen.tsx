import type { BtaxBillingRecord } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxBilling } from '../api/create-btax-billing';
import type { BtaxApiQuery } from '../api/search-btax-billing';
import { billSummary, IMPORT_COLUMNS } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { ApiSearchForm } from './api-search-form';

type Found = { query: BtaxApiQuery; record: BtaxBillingRecord | null };

/** Screen 2, bills from the LGU's billing system (§2.10): BIN, year, period → the bill → Pay. */
export function ApiBillingScreen({ statusId, flags, payment, now = new Date() }: BtaxScreenProps) {
  return (
    <BillingScreenFrame<Found>
      title="Business tax billing"
      search={(show) => (
        <ApiSearchForm flags={flags} now={now} onFound={(query, record) => show({ query, record })} />
      )}
    >
      {(bill, { back }) => (
        <PayableBill
          caption="Business tax bill"
          record={bill.record}
          columns={IMPORT_COLUMNS}
          summary={billSummary(bill.record.qtr_from, bill.record.qtr_to, bill.record.total_amount)}
          idPrefix="btax-api-pay-"
          payment={payment}
          onBack={back}
          createBilling={(payer) =>
            createBtaxBilling({ ...bill.query, ...payer, application_status_id: statusId })
          }
        />
      )}
    </BillingScreenFrame>
  );
}
