import { sharePercent } from '@/domain/fees/fee-adjustment';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { adjustmentsMessages } from '../adjustments-messages';
import type { CollectionsReport } from '../api/treasury-types';
import { peso } from './collection-money';

/**
 * The day's receipts that paid an assessment made other than the fee schedule (issue 25): the
 * schedule's total beside the one collected, who adjusted it and why, and who approved it. Nothing
 * when every receipt was charged as the schedule says.
 */
export function CollectionsAdjustments({ report }: { report: CollectionsReport }) {
  const t = useMessages(adjustmentsMessages);
  const adjusted = report.receipts.flatMap((r) => (r.adjustment ? [{ ...r, adjustment: r.adjustment }] : []));
  if (adjusted.length === 0) return null;
  const intl = getIntlLocale();
  return (
    // A region that scrolls sideways on a phone takes focus, so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="treasury-scroll" role="region" aria-label={t('reportTitle')} tabIndex={0}>
      <table className="treasury-table">
        <caption>{t('reportTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orNumber')}</th>
            <th scope="col">{t('payor')}</th>
            <th scope="col" className="treasury-num">
              {t('schedule')}
            </th>
            <th scope="col" className="treasury-num">
              {t('collected')}
            </th>
            <th scope="col">{t('share')}</th>
            <th scope="col">{t('adjustedBy')}</th>
            <th scope="col">{t('approvedBy')}</th>
            <th scope="col">{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {adjusted.map((r) => (
            <tr key={r.or_number}>
              <th scope="row">{r.or_number}</th>
              <td className="console-wrap">{r.payor}</td>
              <td className="treasury-num">{peso(r.adjustment.schedule_total)}</td>
              <td className="treasury-num">{peso(r.amount)}</td>
              <td>{sharePercent(r.adjustment.share_below_bp)}</td>
              <td className="console-wrap">
                {r.adjustment.adjusted_by}, {formatDateTime(r.adjustment.adjusted_at, intl)}
              </td>
              <td className="console-wrap">
                {r.adjustment.approved_by && r.adjustment.approved_at
                  ? `${r.adjustment.approved_by}, ${formatDateTime(r.adjustment.approved_at, intl)}`
                  : t('noApprovalNeeded')}
              </td>
              <td className="console-wrap">{r.adjustment.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
