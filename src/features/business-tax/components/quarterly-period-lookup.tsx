import { useState } from 'react';
import type { BtaxSearchRecord } from '@/domain/contracts/business-tax';
import { SelectField } from '@/components/select-field';
import { useInquiry } from '@/components/use-inquiry';
import { searchBtaxQuarterlyBilling } from '../api/search-btax-quarterly-billing';
import { quarterChoices } from '../btax-choices';

/**
 * The quarterly flow's period: chosen after the BIN lookup; each change runs the lookup again
 * (§4). Quarters before the first unpaid one (`qtr_from`) cannot be chosen.
 */
export function QuarterlyPeriodLookup({
  bin,
  qtrFrom,
  onResult,
}: {
  bin: string;
  qtrFrom: number;
  /** The bill for the chosen period (null: nothing due), once it has loaded. */
  onResult: (period: number, record: BtaxSearchRecord | null) => void;
}) {
  const [period, setPeriod] = useState('');
  const inquiry = useInquiry('The bill could not be loaded.');

  const choose = (value: string) => {
    setPeriod(value);
    // The bill shown stays until the new one arrives, so Pay always pays what is on screen.
    return inquiry.inquire(async () => {
      if (!value) return;
      const chosen = Number(value);
      const doc = await searchBtaxQuarterlyBilling({ bin, transaction_type: 'QUARTERLY', period: chosen });
      onResult(chosen, doc.data?.attributes ?? null);
    });
  };

  return (
    <SelectField
      id="btax-quarterly-period"
      name="period"
      label="Period"
      placeholder="Select period"
      hint="Pay up to the quarter you choose; the 4th quarter pays the whole year."
      options={quarterChoices(qtrFrom)}
      value={period}
      aria-busy={inquiry.loading || undefined}
      onChange={(e) => void choose(e.target.value)}
      error={inquiry.failed ?? undefined}
    />
  );
}
