import { Link } from 'wouter';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { MismatchList as List } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';

export type MismatchKind =
  'payments_without_receipt' | 'receipts_without_payment' | 'amount_mismatches' | 'held_for_refund';

const REASONS = ['duplicate', 'amount_mismatch'] as const;

/** One kind of mismatch of the day: its count and total, what to do about it, and each item. */
export function MismatchList({ kind, list }: { kind: MismatchKind; list: List }) {
  const t = useMessages(treasuryMessages);
  const id = `mismatch-${kind}`;
  const reason = (r: string | null) => {
    const known = REASONS.find((k) => k === r);
    return known ? t(`reason.${known}`) : (r ?? '');
  };
  return (
    <section aria-labelledby={id} className="console-card treasury-mismatch">
      <h3 id={id}>
        {t(`list.${kind}`)}:{' '}
        <span className="treasury-amount">
          {t('itemsTotal', { count: list.count, total: peso(list.total) })}
        </span>
      </h3>
      {list.count === 0 ? (
        <p className="console-muted">{t('allClear')}</p>
      ) : (
        <>
          <p>{t(`advice.${kind}`)}</p>
          <ul className="treasury-list">
            {list.items.map((m) => (
              <li key={`${m.transaction_id}-${m.checkout_id ?? ''}`}>
                <strong>{m.or_number ?? m.reference}</strong> ·{' '}
                <Link href={`/console/search?q=${encodeURIComponent(m.reference)}`}>{m.reference}</Link> ·{' '}
                {channelLabel(t, m.channel)} · {formatDateTime(m.at, getIntlLocale())}
                <span className="treasury-block">
                  {t('receiptAmount')}: {m.receipt_amount === null ? '—' : peso(m.receipt_amount)} ·{' '}
                  {t('payment')}: {m.payment_amount === null ? '—' : peso(m.payment_amount)}
                  {m.difference !== null && kind === 'amount_mismatches'
                    ? ` · ${t('difference')}: ${peso(m.difference)}`
                    : ''}
                  {m.reason ? ` · ${t('why')}: ${reason(m.reason)}` : ''}
                  {m.refund_status ? ` · ${t('refundStatus')}: ${m.refund_status}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
