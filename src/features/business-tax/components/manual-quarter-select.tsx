import type { BtaxManualBillingRecord } from '@/domain/contracts/business-tax';
import { SelectField } from '@/components/select-field';
import { useInquiry } from '@/components/use-inquiry';
import { searchBtaxManualBilling, type BtaxManualQuery } from '../api/search-btax-manual-billing';
import { quarterChoices } from '../btax-choices';

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
  const inquiry = useInquiry('The assessment could not be loaded.');

  const choose = (value: string) =>
    inquiry.inquire(async () => {
      const next = { ...query, qtr_to: Number(value) };
      const doc = await searchBtaxManualBilling(next);
      onFound(next, doc.data?.attributes ?? null);
    });

  return (
    <SelectField
      id="btax-manual-qtr_to"
      name="qtr_to"
      label="Quarter"
      placeholder={null}
      hint="Pay up to the quarter you choose; the 4th quarter pays the whole year."
      options={quarterChoices(paymentFrom)}
      value={String(query.qtr_to)}
      aria-busy={inquiry.loading || undefined}
      onChange={(e) => void choose(e.target.value)}
      error={inquiry.failed ?? undefined}
    />
  );
}
