import type { ComponentType } from 'react';
import { useFetch } from '@/lib/use-fetch';
import { getBillingSource } from '../api/get-billing-source';
import { btaxScreen, type BillingSource, type BtaxScreen } from '../btax-screen';
import type { BtaxScreenProps } from '../btax-screen-props';
import { ApiBillingScreen } from './api-billing-screen';
import { CsvBillingScreen } from './csv-billing-screen';
import { ManualBillingScreen } from './manual-billing-screen';
import { QuarterlyDelinquentScreen } from './quarterly-delinquent-screen';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

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
  const t = useMessages(btaxMessages);
  // Read only when the transaction type alone does not choose the screen.
  const needsSource = btaxScreen(props.transactionType, null) === null;
  const { state } = useFetch<BillingSource>(needsSource ? 'billing-source' : null, getBillingSource);
  const screen = btaxScreen(props.transactionType, state.data);
  const failed = state.status === 'error';

  if (screen) {
    const Screen = SCREENS[screen];
    return <Screen {...props} />;
  }
  if (failed) return <p role="alert">{t('unavailable')}</p>;
  return <div role="status" aria-busy="true" aria-label={t('loading')} />;
}
