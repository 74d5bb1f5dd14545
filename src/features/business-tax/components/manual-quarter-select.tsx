import type { BtaxManualBillingRecord } from '@/domain/contracts/business-tax';
import { searchBtaxManualBilling, type BtaxManualQuery } from '../api/search-btax-manual-billing';
import { QuarterInquirySelect } from './quarter-inquiry-select';

/** A renewal's quarter to pay up to (qtr_to, default 4th); each change inquires again (§2.10). */
export function ManualQuarterSelect({
  query,
  paymentFrom,
  onFound,
}: {
  query: BtaxManualQuery;
  paymentFrom: number;
  onFound: (query: BtaxManualQuery, record: BtaxManualBillingRecord | null) => void;
}) {
  const inquire = async (value: string) => {
    const next = { ...query, qtr_to: Number(value) };
    const doc = await searchBtaxManualBilling(next);
    onFound(next, doc.data?.attributes ?? null);
  };
  return (
    <QuarterInquirySelect name="qtr_to" from={paymentFrom} value={String(query.qtr_to)} onChoose={inquire} />
  );
}
