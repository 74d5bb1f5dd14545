import { FUND_CODES, FUNDS } from '@/domain/treasury/funds';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { CollectionsReport } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';

/** The day's totals: LGU revenue by fund, the convenience fee apart, by collector and by nature. */
export function CollectionsSummary({ report }: { report: CollectionsReport }) {
  const t = useMessages(treasuryMessages);
  const locale = useLocale((s) => s.locale);
  const { totals } = report;
  const funds = FUND_CODES.filter((f) => totals.funds[f] !== undefined);
  return (
    <>
      <dl className="console-facts treasury-totals">
        <div className="console-fact">
          <dt>{t('receiptsCount')}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('lguRevenue')}</dt>
          <dd className="treasury-amount">{peso(totals.amount)}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('convenienceFee')}</dt>
          <dd className="treasury-amount">{peso(totals.convenience_fee)}</dd>
        </div>
        <div className="console-fact">
          <dt>{t('collectedTotal')}</dt>
          <dd className="treasury-amount">{peso(totals.collected)}</dd>
        </div>
      </dl>
      <div className="treasury-tables">
        <table className="treasury-table">
          <caption>{t('byFund')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fund')}</th>
              <th scope="col" className="treasury-num">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {funds.map((f) => (
              <tr key={f}>
                <th scope="row">
                  {f} · {FUNDS[f][locale]}
                </th>
                <td className="treasury-num">{peso(totals.funds[f] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('lguRevenue')}</th>
              <td className="treasury-num">{peso(totals.amount)}</td>
            </tr>
          </tfoot>
        </table>
        <table className="treasury-table">
          <caption>{t('byCollector')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('collector')}</th>
              <th scope="col" className="treasury-num">
                {t('count')}
              </th>
              <th scope="col" className="treasury-num">
                {t('lguRevenue')}
              </th>
              <th scope="col" className="treasury-num">
                {t('convenienceFee')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.groups.map((g) => (
              <tr key={`${g.channel}-${g.collector ?? ''}`}>
                <th scope="row">
                  {g.collector ?? t('onlineCollector')} · {channelLabel(t, g.channel)}
                </th>
                <td className="treasury-num">{g.count}</td>
                <td className="treasury-num">{peso(g.amount)}</td>
                <td className="treasury-num">{peso(g.convenience_fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="treasury-table">
          <caption>{t('byNature')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('nature')}</th>
              <th scope="col">{t('fund')}</th>
              <th scope="col" className="treasury-num">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.natures.map((n) => (
              <tr key={`${n.nature.en}-${n.fund}`}>
                <th scope="row" className="console-wrap">
                  {n.nature[locale]}
                </th>
                <td>{n.fund}</td>
                <td className="treasury-num">{peso(n.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
