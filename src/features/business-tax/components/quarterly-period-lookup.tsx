import { useState } from 'react';
import type { BtaxSearchRecord } from '@/domain/contracts/business-tax';
import { searchBtaxQuarterlyBilling } from '../api/search-btax-quarterly-billing';
import { QuarterInquirySelect } from './quarter-inquiry-select';

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

  // The bill shown stays until the new one arrives, so Pay always pays what is on screen.
  const inquire = async (value: string) => {
    setPeriod(value);
    if (!value) return;
    const chosen = Number(value);
    const doc = await searchBtaxQuarterlyBilling({ bin, transaction_type: 'QUARTERLY', period: chosen });
    onResult(chosen, doc.data?.attributes ?? null);
  };
  return <QuarterInquirySelect name="period" from={qtrFrom} value={period} onChoose={inquire} />;
}
