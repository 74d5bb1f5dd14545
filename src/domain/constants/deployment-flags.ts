import { isFlagOn } from './is-flag-on';

/** The on/off deployment flags (§5, §9) that change the business tax forms and the server's checks. */
const BTAX_FLAG_NAMES = [
  'BTAX_BIN_INPUT_FREE_TEXT',
  'BTAX_WITHOUT_YEAR_FILTER',
  'BTAX_WITHOUT_PERIOD_FILTER',
] as const;

/** A business tax flag name. */
export type BtaxFlagName = (typeof BTAX_FLAG_NAMES)[number];

/** The business tax flags from the VARIABLES content entry, read the same on web and server; off when absent. */
export const btaxFlagsOf = (variables: Readonly<Record<string, unknown>>): Record<BtaxFlagName, boolean> =>
  Object.fromEntries(BTAX_FLAG_NAMES.map((name) => [name, isFlagOn(variables[name])])) as Record<
    BtaxFlagName,
    boolean
  >;
