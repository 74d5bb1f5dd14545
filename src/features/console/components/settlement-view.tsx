import { useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getSettlement } from '../api/get-settlement';
import type { SettlementKind } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';
import { ConsoleLoadFailed } from './console-load-failed';
import { SettlementItems } from './settlement-items';

const KINDS: SettlementKind[] = [
  'paid_without_receipt',
  'receipt_without_payment',
  'amount_difference',
  'held',
];
/**
 * The day against the gateway's own settlement report (issue 28), asked for on demand (it calls
 * the gateway): both sides' totals, then every payment or receipt that does not match, with what
 * to do about each; money held for refund apart, as accounted for.
 */
export function SettlementView({ date }: { date: string }) {
  const t = useMessages(treasuryMessages);
  const [asked, setAsked] = useState<string | null>(null);
  const { state, reload } = useFetch(asked, (signal) => getSettlement(date, signal));
  const day = asked === date ? state.data?.data : undefined;
  return (
    <section aria-labelledby="settlement-title" className="console-card">
      <h3 id="settlement-title">{t('settlement.title')}</h3>
      <p>{t('settlement.intro')}</p>
      <button
        type="button"
        className="button"
        onClick={() => setAsked(date)}
        disabled={asked === date && !day && state.status === 'loading'}
      >
        {t('settlement.compare')}
      </button>
      {asked !== date ? null : state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !day ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <>
          <dl className="console-facts">
            <div className="console-fact">
              <dt>{t('settlement.report', { gateway: channelLabel(t, day.gateway) })}</dt>
              <dd>
                {t('settlement.payments', { count: day.report.count })} ·{' '}
                <span className="treasury-amount">{peso(day.report.amount)}</span>
              </dd>
            </div>
            <div className="console-fact">
              <dt>{t('settlement.fees')}</dt>
              <dd className="treasury-amount">{peso(day.report.fee)}</dd>
            </div>
            <div className="console-fact">
              <dt>{t('settlement.net')}</dt>
              <dd className="treasury-amount">{peso(day.report.net)}</dd>
            </div>
            <div className="console-fact">
              <dt>{t('settlement.portal')}</dt>
              <dd>
                {t('receiptCount', { count: day.portal.count })} ·{' '}
                <span className="treasury-amount">{peso(day.portal.expected)}</span>
              </dd>
            </div>
          </dl>
          {KINDS.map((kind) => (
            <SettlementItems key={kind} kind={kind} items={day.items.filter((i) => i.kind === kind)} />
          ))}
        </>
      )}
    </section>
  );
}
