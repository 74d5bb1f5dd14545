import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getReconciliation } from '../api/get-reconciliation';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { AuditFilters } from './audit-filters';
import { peso } from './collection-money';
import { ConsoleLoadFailed } from './console-load-failed';
import { DepositForm } from './deposit-form';
import { MismatchList, type MismatchKind } from './mismatch-list';
import { SettlementView } from './settlement-view';
import { todayInManila } from './today-in-manila';

const KINDS: MismatchKind[] = [
  'payments_without_receipt',
  'receipts_without_payment',
  'amount_mismatches',
  'held_for_refund',
];

/**
 * `/console/reconciliation`: the day's gateway payments against its official receipts, and its
 * receipts against the bank deposit the treasurer enters; every mismatch listed with what to do.
 */
export function ReconciliationView() {
  const t = useMessages(treasuryMessages);
  const date = new URLSearchParams(useSearch()).get('date') || todayInManila();
  const { state, reload, refresh } = useFetch(`reconcile-${date}`, (signal) =>
    getReconciliation(date, signal),
  );
  const day = state.data?.data;
  const [notice, setNotice] = useState('');
  const saved = (message: string) => {
    setNotice(message);
    refresh();
  };
  return (
    <section aria-labelledby="reconcile-title">
      <h2 id="reconcile-title">{t('reconcileTitle')}</h2>
      <p>{t('reconcileIntro')}</p>
      <AuditFilters
        path="/console/reconciliation"
        filters={[{ name: 'date', label: t('day'), value: date, type: 'date' }]}
      />
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !day ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <>
          <dl className="console-facts console-card">
            <div className="console-fact">
              <dt>{t('receiptsOfDay')}</dt>
              <dd>
                {day.receipts.count} · <span className="treasury-amount">{peso(day.receipts.total)}</span>
              </dd>
            </div>
            <div className="console-fact">
              <dt>{t('gatewayTaken')}</dt>
              <dd className="treasury-amount">{peso(day.gateway_taken)}</dd>
            </div>
            <div className="console-fact">
              <dt>{t('expectedDeposit')}</dt>
              <dd className="treasury-amount">{peso(day.expected_deposit)}</dd>
            </div>
            <div className="console-fact">
              <dt>{t('deposit')}</dt>
              <dd>
                {day.deposit ? (
                  <>
                    <span className="treasury-amount">{peso(day.deposit.amount)}</span>
                    <span className="treasury-block console-muted">
                      {t('depositBy', {
                        name: day.deposit.entered_by,
                        at: formatDateTime(day.deposit.entered_at, getIntlLocale()),
                      })}
                    </span>
                  </>
                ) : (
                  t('depositNone')
                )}
              </dd>
            </div>
            {day.difference !== null ? (
              <div className="console-fact">
                <dt>{t('difference')}</dt>
                <dd className="treasury-amount">{peso(day.difference)}</dd>
              </div>
            ) : null}
          </dl>
          <DepositForm key={`${day.date}-${day.deposit?.entered_at ?? ''}`} day={day} onSaved={saved} />
          <p role="status" className="console-notice">
            {notice}
          </p>
          {KINDS.map((kind) => (
            <MismatchList key={kind} kind={kind} list={day[kind]} />
          ))}
          <SettlementView date={day.date} />
        </>
      )}
    </section>
  );
}
