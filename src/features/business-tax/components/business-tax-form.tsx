import '../business-tax.css';
import { useEffect, useState } from 'react';
import {
  BTAX_TRANSACTION_TYPES,
  type BtaxFlags,
  type BtaxTransactionType,
} from '@/domain/contracts/business-tax';
import { getBillingSource } from '../api/get-billing-source';
import { btaxScreen, needsBillingSource } from '../btax-screen';
import type { PaymentControls } from '../payment-controls';
import { ApiBillingScreen } from './api-billing-screen';
import { CsvBillingScreen } from './csv-billing-screen';
import { ManualBillingScreen } from './manual-billing-screen';
import { QuarterlyDelinquentScreen } from './quarterly-delinquent-screen';

type Source = 'API' | 'CSV' | 'MANUAL';

const isQuarterlyType = (t: string): t is BtaxTransactionType =>
  (BTAX_TRANSACTION_TYPES as readonly string[]).includes(t);

/**
 * The business tax inline form of the Select Transaction dialog (§2.8, §2.10): the screen follows
 * the transaction type, and for other types where the LGU's bills come from.
 */
export function BusinessTaxForm({
  transactionType,
  statusId,
  flags,
  payment,
}: {
  transactionType: string;
  statusId: number;
  flags: BtaxFlags;
  payment: PaymentControls;
}) {
  const [source, setSource] = useState<Source | null>(null);
  const [failed, setFailed] = useState(false);
  const needsSource = needsBillingSource(transactionType);

  useEffect(() => {
    if (!needsSource) return;
    let current = true;
    getBillingSource().then(
      (s) => current && setSource(s),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needsSource]);

  if (isQuarterlyType(transactionType)) {
    return (
      <QuarterlyDelinquentScreen
        key={transactionType}
        transactionType={transactionType}
        statusId={statusId}
        flags={flags}
        payment={payment}
      />
    );
  }
  if (failed)
    return <p role="alert">Business tax billing is not available right now. Please try again later.</p>;
  if (!source) return <div aria-busy="true" aria-label="Loading" />;
  const props = { statusId, flags, payment };
  switch (btaxScreen(transactionType, source)) {
    case 'csv':
      return <CsvBillingScreen {...props} />;
    case 'manual':
      return <ManualBillingScreen {...props} />;
    default:
      return <ApiBillingScreen {...props} />;
  }
}
