import type { RptKind, RptListResponse, RptProperty } from '@/domain/contracts/property-tax';

/**
 * The RPT module's pages (rpt-land-transaction …) show only their kind of property; the RPTAX
 * pages (kind undefined) show every kind.
 */
export const ofKind = (properties: RptProperty[], kind: RptKind | undefined) =>
  kind ? properties.filter((p) => p.kind === kind) : properties;

/** Every list of a search answer narrowed to one kind. */
export const listOfKind = (list: RptListResponse, kind: RptKind | undefined): RptListResponse => ({
  ...list,
  properties: ofKind(list.properties, kind),
  advance: ofKind(list.advance, kind),
  deliquent: ofKind(list.deliquent, kind),
  pending: ofKind(list.pending, kind),
  earlier_year_due: ofKind(list.earlier_year_due ?? [], kind),
});

/** Nothing on any list: the owner ID (of this kind) has no property, 'No Record Found' (§8). */
export const isEmptyList = (list: RptListResponse) =>
  [list.properties, list.advance, list.deliquent, list.pending, list.earlier_year_due ?? []].every(
    (l) => l.length === 0,
  );
