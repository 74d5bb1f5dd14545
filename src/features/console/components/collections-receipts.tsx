import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { CollectionsReport } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';

/**
 * The day's official receipts, one row per nature-of-collection line (the receipt's number,
 * time, payor and channel on its first), as the Report of Collections lists them.
 */
export function CollectionsReceipts({ report }: { report: CollectionsReport }) {
  const t = useMessages(treasuryMessages);
  const locale = useLocale((s) => s.locale);
  return (
    // A region that scrolls sideways on a phone must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="treasury-scroll" role="region" aria-label={t('receipts')} tabIndex={0}>
      <table className="treasury-table treasury-receipts">
        <caption>{t('receipts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orNumber')}</th>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('payor')}</th>
            <th scope="col">{t('channel')}</th>
            <th scope="col">{t('nature')}</th>
            <th scope="col">{t('fund')}</th>
            <th scope="col" className="treasury-num">
              {t('amount')}
            </th>
            <th scope="col" className="treasury-num">
              {t('convenienceFee')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.receipts.flatMap((r) =>
            r.lines.map((line, i) => (
              <tr key={`${r.or_number}-${String(i)}`} className={i === 0 ? 'treasury-first' : undefined}>
                {i === 0 ? (
                  <>
                    <th scope="row" rowSpan={r.lines.length}>
                      {r.or_number}
                      <span className="console-muted treasury-block">{r.reference}</span>
                    </th>
                    <td rowSpan={r.lines.length}>{formatDateTime(r.paid_at, getIntlLocale())}</td>
                    <td rowSpan={r.lines.length} className="console-wrap">
                      {r.payor}
                    </td>
                    <td rowSpan={r.lines.length}>
                      {channelLabel(t, r.channel)}
                      {r.collector ? <span className="treasury-block">{r.collector}</span> : null}
                    </td>
                  </>
                ) : null}
                <td className="console-wrap">{line.nature[locale]}</td>
                <td>{line.fund}</td>
                <td className="treasury-num">{peso(line.amount)}</td>
                {i === 0 ? (
                  <td rowSpan={r.lines.length} className="treasury-num">
                    {peso(r.convenience_fee)}
                  </td>
                ) : null}
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              {t('total')}
            </th>
            <td className="treasury-num">{peso(report.totals.amount)}</td>
            <td className="treasury-num">{peso(report.totals.convenience_fee)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
