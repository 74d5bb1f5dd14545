import { btaxFlagsOf } from '@/domain/constants/deployment-flags';
import type { BtaxFlags } from '@/domain/contracts/business-tax';

/** The business tax deployment flags (§5, §9) from the VARIABLES content entry; off when absent. */
export function btaxFlags(variables: Readonly<Record<string, unknown>>): BtaxFlags {
  return btaxFlagsOf(variables);
}
