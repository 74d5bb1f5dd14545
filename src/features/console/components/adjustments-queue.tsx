import { Link, useSearch } from 'wouter';
import { ADJUSTMENT_STATES, sharePercent, type AdjustmentState } from '@/domain/fees/fee-adjustment';
import { formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { adjustmentsMessages } from '../adjustments-messages';
import { listAdjustments } from '../api/list-adjustments';
import { ConsoleLoadFailed } from './console-load-failed';
import { ConsolePager } from './console-pager';

const PATH = '/console/adjustments';
const peso = (centavos: number) => formatPeso(centavosToPesos(centavos), { sign: true });
const stateOf = (raw: string | null): AdjustmentState =>
  ADJUSTMENT_STATES.find((s) => s === raw) ?? 'pending';

/**
 * `/console/adjustments` (issue 25): the assessments lowered below the fee schedule, by state —
 * those waiting for a second officer's approval first — each with the schedule's and the
 * adjusted total, the share, who adjusted and why, and who decided; opened to approve or reject.
 */
export function AdjustmentsQueue() {
  const t = useMessages(adjustmentsMessages);
  const locale = useLocale((s) => s.locale);
  const params = new URLSearchParams(useSearch());
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { state: load, reload } = useFetch(`adjustments|${state}|${page}`, (signal) =>
    listAdjustments(state, page, signal),
  );
  const list = load.data;
  const intl = getIntlLocale();
  return (
    <section aria-labelledby="adjustments-title">
      <h2 id="adjustments-title">{t('queueTitle')}</h2>
      <p className="console-muted">{t('queueIntro')}</p>
      <nav aria-label={t('byState')}>
        <ul className="console-filters">
          {ADJUSTMENT_STATES.map((s) => (
            <li key={s}>
              <Link
                href={`${PATH}?state=${s}`}
                className="console-filter"
                aria-current={s === state ? 'page' : undefined}
              >
                {t('stateTab', { state: t(`state.${s}`), count: list?.meta.counts[s] ?? '…' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {load.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !list ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <ul className="console-list">
            {list.data.map((a) => (
              <li key={a.id} className="console-card console-item">
                <Link
                  href={`/console/applications/${a.application_id}`}
                  aria-label={t('open', { reference: a.reference_number })}
                >
                  {a.reference_number}
                </Link>
                <dl className="console-facts">
                  <dt>{t('kind')}</dt>
                  <dd>{a.title[locale]}</dd>
                  <dt>{t('applicant')}</dt>
                  <dd>{a.applicant}</dd>
                  <dt>{t('total')}</dt>
                  <dd>
                    {t('amounts', { adjusted: peso(a.adjusted_total), schedule: peso(a.schedule_total) })}
                  </dd>
                  <dt>{t('share')}</dt>
                  <dd>{sharePercent(a.share_below_bp)}</dd>
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
              </li>
            ))}
          </ul>
          <ConsolePager pagination={list.meta.pagination} path={PATH} query={{ state }} />
        </>
      )}
    </section>
  );
}
