import './record-table.css';
import type { BillingColumn } from './billing-column';

const cellClass = (c: BillingColumn<never>) =>
  [c.lead ? 'record-lead' : '', c.numeric ? 'record-numeric' : ''].join(' ').trim() || undefined;

/**
 * Records (bills, transactions) as one table that fits its box: wide, a row per record under the
 * column labels; narrow (under 56rem of its container, or always with `cards`), each record a
 * card of label: value rows with the lead columns first and large. The switch is CSS (a container
 * query), so nothing shifts when the page loads, and the table's structure stays for screen
 * readers in both (explicit roles: some browsers drop a table's semantics once CSS restyles it).
 */
export function RecordTable<R>({
  caption,
  records,
  columns,
  rowKey,
  cards = false,
}: {
  /** The table's accessible name. */
  caption: string;
  records: readonly R[];
  columns: readonly BillingColumn<R>[];
  rowKey: (record: R) => string;
  /** Cards at every width (the SMART_CITY_TRANSACTION_HISTORY look). */
  cards?: boolean;
}) {
  return (
    <div className={cards ? 'record-table record-table-cards' : 'record-table'}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles the elements have anyway, kept when CSS turns the rows into cards */}
      <table role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.label} role="columnheader" scope="col" className={cellClass(c)}>
                {c.labelHidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {records.map((record) => (
            <tr key={rowKey(record)} role="row">
              {columns.map((c) => (
                <td
                  key={c.label}
                  role="cell"
                  className={cellClass(c)}
                  data-label={c.labelHidden ? undefined : c.label}
                >
                  {c.value(record) || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
