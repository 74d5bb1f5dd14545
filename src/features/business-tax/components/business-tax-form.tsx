import { useEffect, useState, type ComponentType } from 'react';
import { getBillingSource } from '../api/get-billing-source';
import { btaxScreen, type BillingSource, type BtaxScreen } from '../btax-screen';
import type { BtaxScreenProps } from '../btax-screen-props';
import { ApiBillingScreen } from './api-billing-screen';
import { CsvBillingScreen } from './csv-billing-screen';
import { ManualBillingScreen } from './manual-billing-screen';
import { QuarterlyDelinquentScreen } from './quarterly-delinquent-screen';

const SCREENS: Record<BtaxScreen, ComponentType<BtaxScreenProps>> = {
  'quarterly-delinquent': QuarterlyDelinquentScreen,
  api: ApiBillingScreen,
  csv: CsvBillingScreen,
  manual: ManualBillingScreen,
};

/**
 * The business tax inline form of the Select Transaction dialog (§2.8, §2.10): the screen that
 * btaxScreen chooses, reading where the LGU's bills come from only when the choice needs it.
 */
export function BusinessTaxForm(props: BtaxScreenProps) {
  const [source, setSource] = useState<BillingSource | null>(null);
  const [failed, setFailed] = useState(false);
  const screen = btaxScreen(props.transactionType, source);
  const needsSource = screen === null;

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

  if (screen) {
    const Screen = SCREENS[screen];
    return <Screen {...props} />;
  }
  if (failed)
    return <p role="alert">Business tax billing is not available right now. Please try again later.</p>;
  return <div aria-busy="true" aria-label="Loading" />;
}
