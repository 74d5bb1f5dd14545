import { useMessages } from '@/lib/i18n/use-messages';
import type { CollectionsReport } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { peso } from './collection-money';

/**
 * What the day collected in trust for other agencies (the BFP's fire code fees: RA 9514), kept
 * apart from the LGU's own collections, to be remitted; nothing shown on a day without any.
 */
export function CollectionsRemittances({ report }: { report: CollectionsReport }) {
  const t = useMessages(treasuryMessages);
  const { remittances, amount } = report.totals;
  if (remittances.length === 0) return null;
  const remitted = remittances.reduce((sum, r) => sum + r.amount, 0);
  return (
    <table className="treasury-table treasury-remittances">
      <caption>{t('remittances')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agency')}</th>
          <th scope="col" className="treasury-num">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {remittances.map((r) => (
          <tr key={r.agency}>
            <th scope="row">{t('remitTo', { agency: r.agency })}</th>
            <td className="treasury-num">{peso(r.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('lguOwn')}</th>
          <td className="treasury-num">{peso(amount - remitted)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
