import type { BtaxCsvBillingRecord } from '@/domain/contracts/business-tax';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayableBill } from '@/components/payable-bill';
import { createBtaxCsvBilling } from '../api/create-btax-csv-billing';
import { searchBtaxCsvBilling } from '../api/search-btax-csv-billing';
import { billSummary, IMPORT_COLUMNS } from '../billing-columns';
import type { BtaxScreenProps } from '../btax-screen-props';
import { BinSearchForm } from './bin-search-form';

type Found = { bin: string; record: BtaxCsvBillingRecord | null };

/** Screen 3, bills imported from CSV (§2.10): BIN → the bill's attributes → Pay. */
export function CsvBillingScreen({ statusId, flags, payment }: BtaxScreenProps) {
  const search = (show: (found: Found) => void) => async (bin: string) => {
    const doc = await searchBtaxCsvBilling(bin);
    show({ bin, record: doc.data?.attributes ?? null });
  };
  return (
    <BillingScreenFrame<Found>
      title="Business tax billing"
      search={(show) => <BinSearchForm idPrefix="btax-csv-" flags={flags} onSearch={search(show)} />}
    >
      {(bill, { back }) => (
        <PayableBill
          caption="Business tax bill"
          record={bill.record.attributes}
          columns={IMPORT_COLUMNS}
          summary={billSummary(
            bill.record.attributes.qtr_from,
            bill.record.attributes.qtr_to,
            bill.record.attributes.total_amount,
          )}
          idPrefix="btax-csv-pay-"
          payment={payment}
          onBack={back}
          createBilling={(payer) =>
            createBtaxCsvBilling({ bin: bill.bin, ...payer, application_status_id: statusId })
          }
        />
      )}
    </BillingScreenFrame>
  );
}
