import { Link } from 'wouter';
import type { BillingColumn } from '@/components/billing-column';
import type { RptKind, RptProperty } from '@/domain/contracts/property-tax';
import { useMessages } from '@/lib/i18n/use-messages';
import { calculateRealProperty } from '../api/calculate-real-property';
import { listedColumns } from '../property-columns';
import {
  choosePeriod,
  selectedProperties,
  showCalculation,
  submitCalculation,
  useRptFlow,
} from '../rpt-flow-store';
import { ofKind } from '../rpt-kind-filter';
import { rptMessages } from '../rpt-messages';
import { ListedProperties } from './listed-properties';
import { ReadyPropertyCard } from './ready-property-card';

/** The on-process list links each property to the transaction that waits for its payment. */
const pendingColumns = (t: (typeof rptMessages)['t']): readonly BillingColumn<RptProperty>[] => [
  ...listedColumns(),
  {
    label: t('transaction'),
    value: (p) =>
      p.transaction_id ? (
        <Link href={`/transaction-history/${p.transaction_id}`}>
          {t('viewTransaction', { reference: p.reference_number ?? p.transaction_id })}
        </Link>
      ) : (
        ''
      ),
  },
];

/**
 * Step 2 (§2.11, §8): the paid, delinquent and on-process lists under their banners, the cards
 * ready for payment with their Period and Calculate, then Back to Search Owner ID and Submit,
 * which stays off until a calculation priced the periods shown.
 */
export function PropertyLists({
  kind,
  withPeriod,
  onBackToSearch,
}: {
  kind: RptKind | undefined;
  withPeriod: boolean;
  onBackToSearch: () => void;
}) {
  const t = useMessages(rptMessages);
  const { query, searched, properties, periods, calculated } = useRptFlow();
  if (!query || !searched) return null;
  const selected = selectedProperties(properties);
  const canSubmit = calculated && selected.length > 0 && selected.every((p) => periods[p.pin] === p.period);

  // Calculating one property keeps the others already priced, so several can be paid together.
  const calculate = async (pin: string) => {
    const choices = [...selected.filter((p) => p.pin !== pin), { pin, period: 0 }].map((p) => ({
      pin: p.pin,
      period: periods[p.pin] ?? p.period,
    }));
    const answer = await calculateRealProperty(query, choices);
    showCalculation(ofKind(answer.properties, kind), answer.total, answer.being_paid);
  };

  return (
    <div className="rpt-lists">
      <p className="billing-subject">{t('ownerSummary', { ownerId: query.owner_id, year: query.year })}</p>
      <ListedProperties
        tone="success"
        banner={t('advanceBanner')}
        caption={t('advanceCaption')}
        properties={searched.advance}
      />
      <ListedProperties
        tone="warning"
        banner={t('delinquentBanner')}
        caption={t('delinquentCaption')}
        properties={searched.deliquent}
      />
      <ListedProperties
        tone="warning"
        banner={t('earlierYearBanner')}
        caption={t('earlierYearCaption')}
        properties={searched.earlier_year_due ?? []}
      />
      <ListedProperties
        tone="info"
        banner={t('pendingBanner')}
        caption={t('pendingCaption')}
        properties={searched.pending}
        columns={pendingColumns(t)}
      />
      <section className="rpt-ready" aria-labelledby="rpt-ready-heading">
        <h3 id="rpt-ready-heading">{t('readyHeading')}</h3>
        {properties.length === 0 ? <p className="muted">{t('nothingToPay')}</p> : null}
        {properties.map((p) => (
          <ReadyPropertyCard
            key={p.pin}
            property={p}
            period={periods[p.pin] ?? p.period}
            withPeriod={withPeriod}
            onPeriod={(period) => choosePeriod(p.pin, period)}
            onCalculate={() => calculate(p.pin)}
          />
        ))}
      </section>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onBackToSearch}>
          {t('backToSearch')}
        </button>
        {properties.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={!canSubmit}
            aria-describedby={canSubmit ? undefined : 'rpt-submit-hint'}
            onClick={submitCalculation}
          >
            {t('submit')}
          </button>
        ) : null}
      </div>
      {properties.length > 0 && !canSubmit ? (
        <p id="rpt-submit-hint" className="muted">
          {t('submitHint')}
        </p>
      ) : null}
    </div>
  );
}
