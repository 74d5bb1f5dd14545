import { Link } from 'wouter';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { Settlement, SettlementKind } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { peso } from './collection-money';

const money = (centavos: number | null) => (centavos === null ? '—' : peso(centavos));

/** One kind of settlement item of the day: how many, and each with what to do about it. */
export function SettlementItems({ kind, items }: { kind: SettlementKind; items: Settlement['items'] }) {
  const t = useMessages(treasuryMessages);
  const id = `settlement-${kind}`;
  return (
    <section aria-labelledby={id} className="console-card treasury-mismatch">
      <h4 id={id}>
        {t(`settlement.kind.${kind}`)}: {items.length}
      </h4>
      {items.length === 0 ? (
        <p className="console-muted">{t('allClear')}</p>
      ) : (
        <ul className="treasury-list">
          {items.map((item) => (
            <li key={`${item.payment_id ?? ''}-${item.checkout_id ?? ''}-${item.or_number ?? ''}`}>
              <strong>{item.or_number ?? item.reference ?? item.payment_id}</strong>
              {item.reference ? (
                <>
                  {' · '}
                  <Link href={`/console/search?q=${encodeURIComponent(item.reference)}`}>
                    {item.reference}
                  </Link>
                </>
              ) : null}
              {' · '}
              {formatDateTime(item.at, getIntlLocale())}
              <span className="treasury-block">
                {t('settlement.gatewaySays')}: {money(item.gateway_amount)} · {t('settlement.portalSays')}:{' '}
                {money(item.portal_amount)}
                {item.difference !== null ? ` · ${t('difference')}: ${peso(item.difference)}` : ''}
                {item.payment_id ? ` · ${t('settlement.paymentId')}: ${item.payment_id}` : ''}
              </span>
              <span className="treasury-block">
                <strong>{t('settlement.todo')}:</strong> {t(`settlement.action.${item.action}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
