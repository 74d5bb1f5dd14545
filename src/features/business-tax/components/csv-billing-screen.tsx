import type { BtaxCsvBillingRecord, BtaxFlags } from '@/domain/contracts/business-tax';
import { createBtaxCsvBilling } from '../api/create-btax-csv-billing';
import { searchBtaxCsvBilling } from '../api/search-btax-csv-billing';
import { importColumns } from '../billing-columns';
import type { PaymentControls } from '../payment-controls';
import { BillingDetails } from './billing-details';
import { BillingScreenFrame } from './billing-screen-frame';
import { BinSearchForm } from './bin-search-form';
import { PayForm } from './pay-form';

type Found = { bin: string; record: BtaxCsvBillingRecord | null };

/** Screen 3, bills imported from CSV (§2.10): BIN → the bill's attributes → Pay. */
export function CsvBillingScreen({
  statusId,
  flags,
  payment,
}: {
  statusId: number;
  flags: BtaxFlags;
  payment: PaymentControls;
}) {
  const search = (show: (found: Found) => void) => async (bin: string) => {
    const doc = await searchBtaxCsvBilling(bin);
    show({ bin, record: doc.data?.attributes ?? null });
  };
  return (
    <BillingScreenFrame<Found>
      search={(show) => <BinSearchForm idPrefix="btax-csv-" flags={flags} onSearch={search(show)} />}
    >
      {(bill, { back }) => (
        <>
          <BillingDetails caption="Business tax bill" columns={importColumns(bill.record.attributes)} />
          <PayForm
            idPrefix="btax-csv-pay-"
            payment={payment}
            after="success-page"
            onBack={back}
            createBilling={(validId) =>
              createBtaxCsvBilling({
                bin: bill.bin,
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
