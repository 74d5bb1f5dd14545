import { useMessages } from '@/lib/i18n/use-messages';
import { listProofs } from '../api/list-proofs';
import { treasuryMessages } from '../treasury-messages';
import { DecisionQueue } from './decision-queue';
import { ProofCard } from './proof-card';

/** `/console/proofs`: proofs of payment waiting for the treasury, and those it decided on. */
export function ProofsReview() {
  const t = useMessages(treasuryMessages);
  return (
    <DecisionQueue
      path="/console/proofs"
      title={t('proofsTitle')}
      intro={t('proofsIntro')}
      open="waiting"
      labels={{ waiting: t('waiting'), decided: t('decided') }}
      list={listProofs}
      itemKey={(proof) => `${proof.transaction_id}-${proof.review?.at ?? ''}`}
      card={(proof, decided) => <ProofCard proof={proof} onDecided={decided} />}
    />
  );
}
