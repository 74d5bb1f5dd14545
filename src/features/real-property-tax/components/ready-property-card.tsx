import { useRef, useState } from 'react';
import type { RptProperty } from '@/domain/contracts/property-tax';
import { RecordTable } from '@/components/record-table';
import { SelectField } from '@/components/select-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { periodChoices } from '../rpt-choices';
import { rptMessages } from '../rpt-messages';
import { readyColumns } from '../property-columns';

/**
 * One property ready for payment (§2.11): its card, the Period selector when the year is the
 * current one, and Calculate, which prices it for that period. A failed calculation is said here.
 */
export function ReadyPropertyCard({
  property,
  period,
  withPeriod,
  onPeriod,
  onCalculate,
}: {
  property: RptProperty;
  /** The period chosen on this card. */
  period: number;
  /** Only the current year offers a choice; other years are paid whole. */
  withPeriod: boolean;
  onPeriod: (period: number) => void;
  onCalculate: () => Promise<void>;
}) {
  const t = useMessages(rptMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `rpt-property-${property.pin}`;
  // Priced for the period shown: changing it after a calculation asks for a new one.
  const upToDate = property.selected && property.period === period;
  const calculate = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCalculate();
      // The priced property's heading takes focus (GOV.UK's pattern): the button went disabled
      // while it worked, which dropped focus to the page body, 14 Tabs from here (issue 30).
      heading.current?.focus();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('calculateFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="rpt-property" aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`} className="rpt-property-name" ref={heading} tabIndex={-1}>
        {t('readyCaption', { pin: property.pin })}
      </h4>
      <RecordTable
        caption={t('readyCaption', { pin: property.pin })}
        records={[property]}
        columns={readyColumns()}
        rowKey={(p) => p.pin}
        cards
      />
      <div className="rpt-property-actions">
        {withPeriod ? (
          <SelectField
            id={`${id}-period`}
            label={t('period')}
            hint={t('periodHint')}
            placeholder={null}
            options={periodChoices(property.quarter_from)}
            value={String(period)}
            onChange={(e) => onPeriod(Number(e.target.value))}
          />
        ) : null}
        <button
          type="button"
          className={upToDate ? 'button button-secondary' : 'button'}
          onClick={() => void calculate()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('calculate')}
        </button>
        {upToDate ? (
          <span className="rpt-calculated" role="status">
            {t('calculated')}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
