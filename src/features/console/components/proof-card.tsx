import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { acceptProof } from '../api/accept-proof';
import { rejectProof } from '../api/reject-proof';
import type { ProofItem } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';
import { peso } from './collection-money';
import { ReasonDialog } from './reason-dialog';
import { RequirementPreview } from './requirement-preview';

/** One proof of payment: who, what, the image on demand, and (while waiting) accept or reject. */
export function ProofCard({ proof, onDecided }: { proof: ProofItem; onDecided: (message: string) => void }) {
  const t = useMessages(treasuryMessages);
  const action = useConsoleAction();
  const [open, setOpen] = useState<'view' | 'accept' | 'reject' | null>(null);
  const ref = { reference: proof.reference };
  const accept = async () => {
    const done = await action.run(() => acceptProof(proof.transaction_id));
    setOpen(null);
    if (done)
      onDecided(
        done.data.result === 'applied'
          ? t('accepted', { ...ref, receipt: done.data.official_receipt_number ?? '' })
          : t('acceptedHeld', ref),
      );
  };
  const reject = async (reason: string) => {
    const done = await action.run(() => rejectProof(proof.transaction_id, reason));
    if (done !== undefined) {
      setOpen(null);
      onDecided(t('rejected', ref));
    }
  };
  return (
    <li className="console-card">
      <h3>{proof.reference}</h3>
      <dl className="console-facts">
        <div className="console-fact">
          <dt>{t('payor')}</dt>
          <dd>{proof.payor}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('type')}</dt>
          <dd className="console-wrap">{proof.description}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('amount')}</dt>
          <dd className="treasury-amount">{peso(proof.amount)}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('status')}</dt>
          <dd>{proof.status}</dd>
        </div>
        {proof.review ? (
          <div className="console-fact">
            <dt>{t(`decision.${proof.review.decision}`)}</dt>
            <dd className="console-wrap">
              {t('decidedBy', {
                decision: t(`decision.${proof.review.decision}`),
                name: proof.review.by ?? '',
                at: formatDateTime(proof.review.at, getIntlLocale()),
              })}
              {proof.review.reason ? <span className="treasury-block">{proof.review.reason}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="console-buttons">
        <button type="button" className="button button-secondary" onClick={() => setOpen('view')}>
          {t('viewProof', ref)}
        </button>
        {proof.review ? null : (
          <>
            <button type="button" className="button" onClick={() => setOpen('accept')} disabled={action.busy}>
              {t('accept')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setOpen('reject')}>
              {t('reject')}
            </button>
          </>
        )}
      </div>
      {action.error && open === null ? <p role="alert">{action.error}</p> : null}
      {open === 'view' ? (
        <RequirementPreview label={t('proofOf', ref)} url={proof.file_url} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'accept' ? (
        <ConfirmDialog
          title={t('accept')}
          message={t('acceptQuestion', { ...ref, amount: peso(proof.amount) })}
          confirmLabel={t('accept')}
          busy={action.busy}
          onConfirm={() => void accept()}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'reject' ? (
        <ReasonDialog
          title={t('rejectTitle', ref)}
          busy={action.busy}
          error={action.fields.reason ?? action.error}
          onConfirm={(reason) => void reject(reason)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}
