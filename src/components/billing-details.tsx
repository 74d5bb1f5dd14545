import './billing-details.css';
import { useEffect, useRef } from 'react';
import type { BillingColumn } from './billing-column';

/**
 * One bill as a table whose headers are the screen's column names (§2.10). It scrolls sideways on
 * a narrow screen and takes focus when it appears, so a screen reader announces the result.
 */
export function BillingDetails<R>({
  caption,
  record,
  columns,
  focusOnShow = true,
}: {
  caption: string;
  record: R;
  columns: readonly BillingColumn<R>[];
  /** Off where a select on the same view drives the lookup: focus stays with the select. */
  focusOnShow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the bill first shows.
  }, []);
  return (
    <div
      ref={ref}
      className="billing-table-scroll"
      role="region"
      aria-label={caption}
      // Focusable so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="billing-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {columns.map((c) => (
              <td key={c.label}>{c.value(record) || '—'}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
