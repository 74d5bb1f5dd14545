import type { BtaxFlags } from '@/domain/contracts/business-tax';

const NAMES = ['BTAX_BIN_INPUT_FREE_TEXT', 'BTAX_WITHOUT_YEAR_FILTER', 'BTAX_WITHOUT_PERIOD_FILTER'] as const;

// The operator CLI stores booleans; a hand-edited VARIABLES body may hold 'true' or 1 instead.
const isOn = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';

/** The business tax deployment flags (§5, §9) from the VARIABLES content entry; off when absent. */
export function btaxFlags(variables: Readonly<Record<string, unknown>>): BtaxFlags {
  return Object.fromEntries(NAMES.map((name) => [name, isOn(variables[name])]));
}
