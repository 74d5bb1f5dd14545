import type { BtaxBillingRecord } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxBilling } from '../api/create-btax-billing';
import type { BtaxApiQuery } from '../api/search-btax-billing';
import { billSummary, importColumns } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { ApiSearchForm } from './api-search-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Found = { query: BtaxApiQuery; record: BtaxBillingRecord | null };

/** Screen 2, bills from the LGU's billing system (§2.10): BIN, year, period → the bill → Pay. */
export function ApiBillingScreen({ statusId, flags, payment, now = new Date() }: BtaxScreenProps) {
  const t = useMessages(btaxMessages);
  return (
    <BillingScreenFrame<Found>
      title={t('title')}
      search={(show) => (
        <ApiSearchForm flags={flags} now={now} onFound={(query, record) => show({ query, record })} />
      )}
    >
      {(bill, { back }) => (
        <PayableBill
          caption={t('billCaption')}
          record={bill.record}
          columns={importColumns()}
          summary={billSummary(bill.record.qtr_from, bill.record.qtr_to, bill.record.total_amount)}
          idPrefix="btax-api-pay-"
          payment={payment}
          amount={bill.record.total_amount}
          beingPaid={bill.record.being_paid}
          onBack={back}
          createBilling={(payer) =>
            createBtaxBilling({ ...bill.query, ...payer, application_status_id: statusId })
          }
        />
      )}
    </BillingScreenFrame>
  );
}
