import { useMessages } from '@/lib/i18n/use-messages';
import { listRefunds } from '../api/list-refunds';
import { treasuryMessages } from '../treasury-messages';
import { DecisionQueue } from './decision-queue';
import { RefundCard } from './refund-card';

/** `/console/refunds`: payments held for refund waiting for the treasury, and those decided. */
export function RefundsReview() {
  const t = useMessages(treasuryMessages);
  return (
    <DecisionQueue
      path="/console/refunds"
      title={t('refundsTitle')}
      intro={t('refundsIntro')}
      open="open"
      labels={{ open: t('refundsOpen'), decided: t('refundsDecided') }}
      list={listRefunds}
      itemKey={(refund) => `${refund.id}-${refund.status}`}
      card={(refund, decided) => <RefundCard refund={refund} onDecided={decided} />}
    />
  );
}
