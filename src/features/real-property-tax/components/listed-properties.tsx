import type { BillingColumn } from '@/components/billing-column';
import type { RptProperty } from '@/domain/contracts/property-tax';
import { RecordTable } from '@/components/record-table';
import { listedColumns } from '../property-columns';

/**
 * Properties that cannot be paid here (paid, delinquent, on process, an earlier year due): the §8
 * banner saying why, then their cards. Nothing when the list is empty.
 */
export function ListedProperties({
  banner,
  caption,
  tone,
  properties,
  columns = listedColumns(),
}: {
  banner: string;
  caption: string;
  /** success: already paid; warning: the payer must act elsewhere; info: waiting for payment. */
  tone: 'success' | 'warning' | 'info';
  properties: readonly RptProperty[];
  columns?: readonly BillingColumn<RptProperty>[];
}) {
  if (properties.length === 0) return null;
  return (
    <section className="rpt-list" aria-label={caption}>
      <p className={`rpt-banner rpt-banner-${tone}`}>{banner}</p>
      <RecordTable caption={caption} records={properties} columns={columns} rowKey={(p) => p.pin} cards />
    </section>
  );
}
