import './billing-details.css';
import { useEffect, useRef } from 'react';
import type { BillingColumn } from './billing-column';
import { RecordTable } from './record-table';

export interface BillingDetailsProps<R> {
  caption: string;
  record: R;
  columns: readonly BillingColumn<R>[];
  summary?: string | undefined;
  /** Off where a select on the same view drives the lookup: focus stays with the select. */
  focusOnShow?: boolean | undefined;
}

/**
 * One bill: what paying it covers and costs (`summary`, e.g. '2nd–4th quarter: ₱11,250.00'), then
 * its columns as a RecordTable (a card on a phone). It takes focus when it appears, so a screen
 * reader announces the result.
 */
export function BillingDetails<R>({
  caption,
  record,
  columns,
  summary,
  focusOnShow = true,
}: BillingDetailsProps<R>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the bill first shows.
  }, []);
  return (
    <section ref={ref} className="billing-details" aria-label={caption} tabIndex={-1}>
      {summary ? <p className="billing-summary">{summary}</p> : null}
      <RecordTable caption={caption} records={[record]} columns={columns} rowKey={() => 'bill'} />
    </section>
  );
}
