import { useState } from 'react';
import { ADJUSTMENT_REASON_MIN, adjustmentReasonProblem, sharePercent } from '@/domain/fees/fee-adjustment';
import { formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { FieldFrame } from '@/components/field-frame';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { adjustmentsMessages } from '../adjustments-messages';
import { approveAdjustment } from '../api/approve-adjustment';
import type { AdjustmentDetail } from '../api/console-types';
import { rejectAdjustment } from '../api/reject-adjustment';
import { useConsoleAction } from '../use-console-action';
import { AdjustmentLines } from './adjustment-lines';

const peso = (centavos: number) => formatPeso(centavosToPesos(centavos), { sign: true });

/**
 * An application's fee adjustment (issue 25): the schedule's lines beside the officer's, the share
 * below the schedule, who adjusted and why, and the decision. While it waits, a member who may
 * approve adjustments — never the one who made it — approves or rejects it with a reason.
 */
export function AdjustmentCard({
  applicationId,
  adjustment,
  mayApprove,
  onDecided,
}: {
  applicationId: number;
  adjustment: AdjustmentDetail;
  mayApprove: boolean;
  onDecided: (message: string) => void;
}) {
  const t = useMessages(adjustmentsMessages);
  const action = useConsoleAction();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const intl = getIntlLocale();
  const a = adjustment;
  const pending = a.state === 'pending';

  const decide = async (decision: 'approve' | 'reject') => {
    const found = adjustmentReasonProblem(reason);
    setProblem(
      found === 'required' || found === 'tooLong'
        ? t('decisionRequired')
        : found === 'tooShort'
          ? t('reasonTooShort', { min: ADJUSTMENT_REASON_MIN })
          : undefined,
    );
    if (found) return;
    const done = await action.run(() =>
      decision === 'approve'
        ? approveAdjustment(applicationId, reason.trim()).then((r) =>
            t('approved', { number: r.data.soa.number, total: peso(r.data.soa.total) }),
          )
        : rejectAdjustment(applicationId, reason.trim()).then(() => t('rejected')),
    );
    if (done) onDecided(done);
  };

  return (
    <section className="console-card" aria-labelledby="adjustment-title">
      <h2 id="adjustment-title">
        {t('title')}: {t(`state.${a.state}`)}
      </h2>
      <AdjustmentLines adjustment={a} />
      <dl className="console-facts">
        <dt>{t('share')}</dt>
        <dd>{t('shareBelow', { share: sharePercent(a.share_below_bp) })}</dd>
        <dt>{t('adjustedBy')}</dt>
        <dd>
          {a.adjusted_by}, {formatDateTime(a.adjusted_at, intl)}
        </dd>
        <dt>{t('reason')}</dt>
        <dd>{a.reason}</dd>
        {a.decided_by && a.decided_at ? (
          <>
            <dt>{t('decidedBy')}</dt>
            <dd>
              {a.decided_by}, {formatDateTime(a.decided_at, intl)}
            </dd>
            <dt>{t('decisionReason')}</dt>
            <dd>{a.decision_reason}</dd>
          </>
        ) : null}
      </dl>
      {pending && a.mine ? <p role="note">{t('yourOwn')}</p> : null}
      {pending && !a.mine && !mayApprove ? <p role="note">{t('awaitingApprover')}</p> : null}
      {pending && !a.mine && mayApprove ? (
        <form aria-label={t('decide')} noValidate onSubmit={(e) => e.preventDefault()}>
          {action.error && !action.fields.reason ? (
            <p role="alert" className="console-error">
              {action.error}
            </p>
          ) : null}
          <FieldFrame
            label={t('decisionField')}
            hint={t('decisionHint', { min: ADJUSTMENT_REASON_MIN })}
            error={problem ?? action.fields.reason}
          >
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FieldFrame>
          <div className="console-buttons">
            <button
              type="button"
              className="button"
              disabled={action.busy}
              onClick={() => void decide('approve')}
            >
              {t('approve')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.busy}
              onClick={() => void decide('reject')}
            >
              {t('reject')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
