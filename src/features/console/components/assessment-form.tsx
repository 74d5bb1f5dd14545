import { useState, type FormEvent } from 'react';
import {
  ADJUSTMENT_REASON_MIN,
  adjustmentReasonProblem,
  needsSecondOfficer,
  sharePercent,
  shareBelowBp,
} from '@/domain/fees/fee-adjustment';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos, parseCentavos } from '@/domain/money/centavos';
import { FieldFrame } from '@/components/field-frame';
import { ApiError } from '@/lib/http';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { adjustmentsMessages } from '../adjustments-messages';
import { assess } from '../api/assess';
import { getAssessment } from '../api/get-assessment';
import { consoleMessages } from '../console-messages';

const peso = (centavos: number) => formatPeso(centavosToPesos(centavos), { sign: true });

/**
 * The assessment: the schedule's lines with their basis, each amount adjustable (a reason is then
 * required); confirming issues the statement of account and the application waits for payment.
 * Lowered below the schedule by more than the LGU's share (issue 25), it says so before it is
 * sent, and confirming sends it for a second officer's approval instead.
 */
export function AssessmentForm({
  applicationId,
  onAssessed,
}: {
  applicationId: number;
  onAssessed: (message: string) => void;
}) {
  const t = useMessages(consoleMessages);
  const a = useMessages(adjustmentsMessages);
  const { state } = useFetch(String(applicationId), (signal) => getAssessment(applicationId, signal));
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const locale = getIntlLocale();
  const assessment = state.data?.data;
  if (state.status === 'error') return <p role="alert">{t('assessmentUnavailable')}</p>;
  if (!assessment) return <div role="status" aria-busy="true" aria-label={t('loading')} />;

  const typed = (code: string, amount: number) => amounts[code] ?? centavosToPesos(amount);
  const parsed = assessment.lines.map((l) => ({
    ...l,
    typed: parseCentavos(typed(l.code, l.amount).replace(/,/g, ''), 'reject'),
  }));
  const changed = parsed.some((l) => l.typed !== l.amount);
  const total = parsed.reduce((sum, l) => sum + (l.typed ?? 0), 0);
  const limit = sharePercent(assessment.approval_share_bp);
  const waits = changed && needsSecondOfficer(assessment.total, total, assessment.approval_share_bp);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    const next: Record<string, string> = {};
    for (const l of parsed) if (l.typed === null || l.typed < 0) next[l.code] = t('amountInvalid');
    const problem = changed ? adjustmentReasonProblem(reason) : undefined;
    if (problem === 'required') next.reason = t('adjustReasonRequired');
    if (problem === 'tooShort') next.reason = a('reasonTooShort', { min: ADJUSTMENT_REASON_MIN });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const body = changed
        ? { lines: parsed.map((l) => ({ code: l.code, label: l.label, amount: l.typed ?? 0 })), reason }
        : {};
      const answer = (await assess(applicationId, body)).data;
      if (answer.status === 'COMPUTED') {
        const { adjustment } = answer;
        onAssessed(
          a('sentForApproval', {
            total: peso(adjustment.adjusted_total),
            schedule: peso(adjustment.schedule_total),
            share: sharePercent(adjustment.share_below_bp),
          }),
        );
        return;
      }
      const { soa } = answer;
      onAssessed(
        t('assessed', {
          number: soa.number,
          total: formatPeso(centavosToPesos(soa.total), { sign: true }),
          date: formatDate(soa.expires_at, locale),
        }),
      );
    } catch (err) {
      setErrors({
        form: err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="console-card"
      aria-labelledby="console-assessment"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="console-assessment">{t('assessment')}</h2>
      <p>{t('assessmentIntro')}</p>
      {errors.form ? (
        <p role="alert" className="console-error">
          {errors.form}
        </p>
      ) : null}
      <ul className="console-lines">
        {assessment.lines.map((l) => (
          <li key={l.code}>
            <FieldFrame
              label={t('amountOf', { label: l.label })}
              hint={`${l.basis} · ${a('scheduleAmount', { amount: peso(l.amount) })}`}
              error={errors[l.code]}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  value={typed(l.code, l.amount)}
                  onChange={(e) => setAmounts((a) => ({ ...a, [l.code]: e.target.value }))}
                />
              )}
            </FieldFrame>
          </li>
        ))}
      </ul>
      <p className="console-total">
        {t('total')}: <strong>{formatPeso(centavosToPesos(total), { sign: true })}</strong>
      </p>
      {/* Said as the amounts change, so the officer knows before confirming who must approve. */}
      <p aria-live="polite" className={waits ? 'console-error' : 'console-muted'}>
        {changed && total < assessment.total
          ? `${a('scheduleTotal')}: ${peso(assessment.total)} · ${a('shareBelow', {
              share: sharePercent(shareBelowBp(assessment.total, total)),
            })}. ${waits ? a('needsApproval', { limit }) : a('withinShare', { limit })}`
          : null}
      </p>
      {changed ? (
        <FieldFrame label={t('adjustReason')} error={errors.reason}>
          {(control) => <textarea {...control} name="reason" rows={3} maxLength={500} />}
        </FieldFrame>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t('confirmAssessment')}
      </button>
    </form>
  );
}
