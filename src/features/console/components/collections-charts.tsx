import { formatDate } from '@/domain/format/format-date';
import { manilaDateParts } from '@/domain/format/manila-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getCollectionsMonth } from '../api/get-collections-month';
import type { CollectionsReport } from '../api/treasury-types';
import { treasuryMessages } from '../treasury-messages';
import { BarChart, type Bar } from './bar-chart';
import { channelLabel } from './channel-label';
import { peso } from './collection-money';

const two = (n: number) => String(n).padStart(2, '0');
const highest = (bars: readonly Bar[]) =>
  bars.reduce<Bar | undefined>((top, b) => (b.value > (top?.value ?? 0) ? b : top), undefined);

/**
 * The day's collections by hour and by channel, and the month's by day, as charts (issue 28),
 * each with a sentence saying what it shows and its figures as a table for a screen reader.
 */
export function CollectionsCharts({ report }: { report: CollectionsReport }) {
  const t = useMessages(treasuryMessages);
  const month = report.date.slice(0, 7);
  const { state } = useFetch(`collections-month-${month}`, (signal) => getCollectionsMonth(month, signal));
  const hours: Bar[] = Array.from({ length: 24 }, (_, hour) => {
    const value = report.receipts
      .filter((r) => manilaDateParts(new Date(r.paid_at)).hours === hour)
      .reduce((sum, r) => sum + r.amount, 0);
    return { label: `${two(hour)}:00–${two(hour)}:59`, short: two(hour), value, shown: peso(value) };
  });
  const channels: Bar[] = report.groups.reduce<Bar[]>((bars, g) => {
    const label = channelLabel(t, g.channel);
    const same = bars.find((b) => b.label === label);
    if (same) {
      same.value += g.amount;
      same.shown = peso(same.value);
    } else bars.push({ label, short: label, value: g.amount, shown: peso(g.amount) });
    return bars;
  }, []);
  const days: Bar[] = (state.data?.data.days ?? []).map((d) => ({
    label: formatDate(`${d.day}T12:00:00+08:00`, getIntlLocale()),
    short: String(Number(d.day.slice(8))),
    value: d.amount,
    shown: `${peso(d.amount)} · ${t('receiptCount', { count: d.count })}`,
  }));
  const busiest = highest(hours);
  const best = highest(days);
  const monthTotal = days.reduce((sum, d) => sum + d.value, 0);
  // 'Nov 1, 2026' → 'Nov 2026': the month as the dates around it are written.
  const monthName = formatDate(`${month}-01T12:00:00+08:00`, getIntlLocale()).replace(' 1, ', ' ');
  return (
    <section aria-labelledby="collections-charts" className="treasury-screen">
      <h3 id="collections-charts">{t('chartsTitle')}</h3>
      <div className="treasury-charts">
        <BarChart
          title={t('chartByHour')}
          summary={
            busiest
              ? t('chartByHourSummary', {
                  total: peso(report.totals.amount),
                  count: report.totals.count,
                  hour: busiest.label,
                  amount: busiest.shown,
                })
              : t('chartNothing')
          }
          bars={hours}
          labelHeading={t('hour')}
          valueHeading={t('amount')}
          tableLabel={t('chartAsTable')}
        />
        <BarChart
          title={t('chartByChannel')}
          summary={
            channels.length > 0
              ? t('chartByChannelSummary', { list: channels.map((c) => `${c.label} ${c.shown}`).join('; ') })
              : t('chartNothing')
          }
          bars={channels}
          labelHeading={t('channel')}
          valueHeading={t('amount')}
          tableLabel={t('chartAsTable')}
        />
        {state.data ? (
          <BarChart
            title={t('chartByDay', { month: monthName })}
            summary={
              best
                ? t('chartByDaySummary', {
                    total: peso(monthTotal),
                    day: best.label,
                    amount: peso(best.value),
                  })
                : t('chartMonthNothing')
            }
            bars={days}
            labelHeading={t('day')}
            valueHeading={t('amount')}
            tableLabel={t('chartAsTable')}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')} />
        )}
      </div>
    </section>
  );
}
