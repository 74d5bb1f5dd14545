import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { approveRefund } from '../api/approve-refund';
import { rejectRefund } from '../api/reject-refund';
import type { RefundItem } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';
import { ReasonDialog } from './reason-dialog';

type T = (typeof treasuryMessages)['t'];

/** Why a payment was held, in words the treasury acts on. */
function why(t: T, r: RefundItem) {
  const amount = r.amount === null ? t('unreported') : peso(r.amount);
  if (r.reason === 'duplicate') return t('refundWhy.duplicate');
  if (r.reason === 'amount_mismatch')
    return t('refundWhy.amount_mismatch', { amount, expected: peso(r.expected_amount) });
  if (r.reason === 'cancelled') return t('refundWhy.cancelled');
  if (r.reason === 'unservable') return t('refundWhy.unservable');
  return t('refundWhy.other', { reason: r.reason });
}

/** Where the refund stands. */
function state(t: T, r: RefundItem) {
  if (r.status === 'failed') return t('refundState.failed', { failure: r.failure ?? '' });
  if (r.status === 'rejected') return t('refundState.rejected', { note: r.note ?? '' });
  if (r.status === 'processing') return t('refundState.processing');
  if (r.status === 'refunded') return t('refundState.refunded');
  return t('refundState.for_approval');
}

const APPROVABLE = ['for_approval', 'failed'];

/** One held payment: who, why, how much, where it stands, and (while waiting) approve or reject. */
export function RefundCard({
  refund,
  onDecided,
}: {
  refund: RefundItem;
  onDecided: (message: string) => void;
}) {
  const t = useMessages(treasuryMessages);
  const action = useConsoleAction();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const ref = { reference: refund.reference };
  const amount = refund.amount === null ? t('unreported') : peso(refund.amount);
  const approve = async () => {
    const done = await action.run(() => approveRefund(refund.id));
    setOpen(null);
    if (!done) return;
    const status = done.data.status;
    onDecided(
      status === 'refunded'
        ? t('approved.refunded', ref)
        : status === 'processing'
          ? t('approved.processing', ref)
          : t('approved.failed', ref),
    );
  };
  const reject = async (reason: string) => {
    if (await action.run(() => rejectRefund(refund.id, reason))) {
      setOpen(null);
      onDecided(t('refundRejected', ref));
    }
  };
  return (
    <li className="console-card">
      <h3>{refund.reference}</h3>
      <p>{why(t, refund)}</p>
      <dl className="console-facts">
        <div className="console-fact">
          <dt>{t('payor')}</dt>
          <dd>{refund.payor}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('type')}</dt>
          <dd className="console-wrap">{refund.description}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('taken')}</dt>
          <dd>
            <span className="treasury-amount">{amount}</span> · {channelLabel(t, refund.channel)}
          </dd>
        </div>
        <div className="console-fact">
          <dt>{t('heldOn')}</dt>
          <dd>{formatDateTime(refund.created_at, getIntlLocale())}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('status')}</dt>
          <dd className="console-wrap">
            {state(t, refund)}
            {refund.decided_by && refund.decided_at ? (
              <span className="treasury-block console-muted">
                {t('decidedByOn', {
                  name: refund.decided_by,
                  at: formatDateTime(refund.decided_at, getIntlLocale()),
                })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {APPROVABLE.includes(refund.status) ? (
        <div className="console-buttons">
          <button type="button" className="button" onClick={() => setOpen('approve')} disabled={action.busy}>
            {t('approveRefund')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen('reject')}>
            {t('rejectRefund')}
          </button>
        </div>
      ) : null}
      {action.error && open === null ? <p role="alert">{action.error}</p> : null}
      {open === 'approve' ? (
        <ConfirmDialog
          title={t('approveRefund')}
          message={t('approveQuestion', { ...ref, amount })}
          confirmLabel={t('approveRefund')}
          busy={action.busy}
          onConfirm={() => void approve()}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'reject' ? (
        <ReasonDialog
          title={t('rejectRefundTitle', ref)}
          busy={action.busy}
          error={action.fields.reason ?? action.error}
          onConfirm={(reason) => void reject(reason)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}
