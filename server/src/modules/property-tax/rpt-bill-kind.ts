import type { BillKind } from '../../billing/bill-kind';
import { claimRptQuarters, rptQuartersUnpaid } from './claim-rpt-quarters';
import { rptImportKind } from './rpt-import-kind';
import { RPT_SUBJECT_KIND, rptBilledProperties, rptQuarterKeys } from './rpt-subject';
import { rptTreasury } from './rpt-treasury';

/**
 * The transaction types that pay property tax, with the kind of property each pays for: RPTAX's
 * TAX PAYMENT (CURRENT in some catalogues, §2.8's routing table) pays any, and the RPT module's
 * three each one kind (§2.8: rpt-land-transaction and its siblings).
 */
export const RPT_TYPE_PROPERTY_KINDS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  RPTAX: { 'TAX PAYMENT': null, CURRENT: null },
  RPT: {
    'RPT Land Payment': 'LAND',
    'RPT Building Payment': 'BUILDING',
    'RPT Machinery Payment': 'MACHINERY',
  },
};

/** Real property tax quarters (§2.11, §7.2) as a bill kind, priced from the imported roll. */
export const rptBillKind = {
  subjectKind: RPT_SUBJECT_KIND,
  transactionTypes: Object.fromEntries(
    Object.entries(RPT_TYPE_PROPERTY_KINDS).map(([module, types]) => [module, Object.keys(types)]),
  ),
  lockKey: 7_245_200,
  lookupLimit: (config) => ({
    counter: 'rpt-lookup',
    what: 'property tax look-ups',
    // As business tax's look-ups: the same per-minute allowance, counted apart.
    windows: [{ limit: config.BTAX_LOOKUPS_PER_MINUTE, windowMs: 60_000 }],
    counted: 'shared',
  }),
  claim: claimRptQuarters,
  unpaid: rptQuartersUnpaid,
  keys: (subject) => rptQuarterKeys(rptBilledProperties(subject)),
  imports: [rptImportKind],
  ...rptTreasury,
} as const satisfies BillKind;
