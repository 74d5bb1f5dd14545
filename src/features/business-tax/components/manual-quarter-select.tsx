import { useState } from 'react';
import type { BtaxManualBillingRecord } from '@/domain/contracts/business-tax';
import { SelectField } from '@/components/select-field';
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
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const choose = async (value: string) => {
    const next = { ...query, qtr_to: Number(value) };
    setFailed(null);
    setLoading(true);
    try {
      const doc = await searchBtaxManualBilling(next);
      onFound(next, doc.data?.attributes ?? null);
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'The assessment could not be loaded.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <SelectField
      id="btax-manual-qtr_to"
      name="qtr_to"
      label="Quarter"
      placeholder={null}
      hint="Pay up to the quarter you choose; the 4th quarter pays the whole year."
      options={quarterChoices(paymentFrom)}
      value={String(query.qtr_to)}
      aria-busy={loading || undefined}
      onChange={(e) => void choose(e.target.value)}
      error={failed ?? undefined}
    />
  );
}
