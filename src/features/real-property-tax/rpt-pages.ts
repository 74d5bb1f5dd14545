import type { RptKind } from '@/domain/contracts/property-tax';
import { storedStatusId as storedStatusIdOf } from '@/lib/stored-status-id';

/** What a create-transaction page pays: its module's properties, of one kind for the RPT module. */
export interface RptPage {
  moduleType: 'RPTAX' | 'RPT';
  kind?: RptKind;
}

/**
 * The create-transaction sub-paths of §2.8 that pay real property tax: RPTAX's two (by the billing
 * source; both price from the imported roll, so they show the same flow) and the RPT module's three.
 */
export const RPT_PAGES: Readonly<Record<string, RptPage>> = {
  'rptax-billing': { moduleType: 'RPTAX' },
  'rptax-csv': { moduleType: 'RPTAX' },
  'rpt-land-transaction': { moduleType: 'RPT', kind: 'LAND' },
  'rpt-building-transaction': { moduleType: 'RPT', kind: 'BUILDING' },
  'rpt-machinery-transaction': { moduleType: 'RPT', kind: 'MACHINERY' },
};

/** The page at a location (`/create-transaction/rpt-land-transaction`), or undefined. */
export const rptPageAt = (location: string): RptPage | undefined =>
  RPT_PAGES[location.replace(/\/+$/, '').split('/').at(-1) ?? ''];

/** The transaction type chosen for this module in the Select Transaction dialog, or null. */
export const storedStatusId = (moduleType: RptPage['moduleType']): number | null =>
  storedStatusIdOf(moduleType);
