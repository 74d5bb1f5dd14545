import type { BtaxCsvBillingRecord } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxCsvBilling } from '../api/create-btax-csv-billing';
import { searchBtaxCsvBilling } from '../api/search-btax-csv-billing';
import { billSummary, importColumns } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { BinSearchForm } from './bin-search-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Found = { bin: string; record: BtaxCsvBillingRecord | null };

/** Screen 3, bills imported from CSV (§2.10): BIN → the bill's attributes → Pay. */
export function CsvBillingScreen({ statusId, flags, payment }: BtaxScreenProps) {
  const t = useMessages(btaxMessages);
  const search = (show: (found: Found) => void) => async (bin: string) => {
    const doc = await searchBtaxCsvBilling(bin);
    show({ bin, record: doc.data?.attributes ?? null });
  };
  return (
    <BillingScreenFrame<Found>
      title={t('title')}
      search={(show) => <BinSearchForm idPrefix="btax-csv-" flags={flags} onSearch={search(show)} />}
    >
      {(bill, { back }) => (
        <PayableBill
          caption={t('billCaption')}
          record={bill.record.attributes}
          columns={importColumns()}
          summary={billSummary(
            bill.record.attributes.qtr_from,
            bill.record.attributes.qtr_to,
            bill.record.attributes.total_amount,
          )}
          idPrefix="btax-csv-pay-"
          payment={payment}
          amount={bill.record.attributes.total_amount}
          beingPaid={bill.record.being_paid}
          onBack={back}
          createBilling={(payer) =>
            createBtaxCsvBilling({ bin: bill.bin, ...payer, application_status_id: statusId })
          }
        />
      )}
    </BillingScreenFrame>
  );
}
