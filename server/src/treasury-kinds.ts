import {
  applicationSoaTreasuryKind,
  applicationTreasuryKind,
} from './modules/applications/application-treasury';
import { btaxTreasuryKind } from './modules/business-tax/btax-treasury';
import { miscFeeTreasuryKind } from './modules/misc-fees/misc-fee-treasury';
import { soaTreasuryKind } from './modules/misc-fees/soa-treasury';
import { rptTreasuryKind } from './modules/property-tax/rpt-treasury';
import type { TreasuryKind } from './modules/treasury/treasury-kind';
import { novTreasuryKind } from './modules/violations/nov-treasury';

/**
 * What each kind of bill tells the treasury and taxpayer support (composed here, like
 * import-kinds.ts): the collections report's lines and funds, and the identifiers support finds.
 */
export const treasuryKinds: readonly TreasuryKind[] = [
  btaxTreasuryKind,
  rptTreasuryKind,
  novTreasuryKind,
  soaTreasuryKind,
  miscFeeTreasuryKind,
  applicationTreasuryKind,
  applicationSoaTreasuryKind,
];
