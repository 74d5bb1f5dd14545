import type { Condition } from '../applications/application-definition';
import type { FundCode } from '../treasury/funds';

/**
 * A rate as an exact fraction of the base: '0.05' percent is 5 / 10,000. Kept as integers so
 * a capital of ₱9,999,999,999.99 times a rate never goes through a float.
 */
export interface Rate {
  /** The percent as the LGU wrote it ('0.05' for one-twentieth of 1%), for the basis text. */
  percent: string;
  numerator: bigint;
  denominator: bigint;
}

/**
 * One row of a bracket table: what is owed when the base is below `below` (exclusive) and at or
 * above the previous row's; the last row has no `below` and says what is owed from there on.
 * A row owes a fixed amount (centavos) or a rate of the whole base.
 */
export type Bracket = { below: number | null } & ({ amount: number } | { rate: Rate });

/** A priced choice of a table or of a per-item list; amount in centavos. */
export interface Price {
  value: string;
  label: string;
  amount: number;
}

/**
 * How one line's amount is reached (docs/fee-schedule.md, "The fee language"). Amounts are
 * centavos; every computation is in integers.
 */
export type Charge =
  | { kind: 'fixed'; amount: number }
  | { kind: 'rate'; rate: Rate }
  /** `amount` for every whole `every` of the base (LGC §157: ₱1 for every ₱1,000 of income). */
  | { kind: 'per_unit'; every: number; amount: number; partial: 'drop' | 'whole' }
  | { kind: 'brackets'; brackets: readonly Bracket[] }
  /** The chosen option's price times a quantity field (copy type × number of copies). */
  | { kind: 'table'; option: string; quantity?: string; prices: readonly Price[] }
  /** One line per item chosen in a list field (each laboratory test), at its price. */
  | { kind: 'per_item'; items: string; prices: readonly Price[] }
  /** The base × the month number of the assessment × a rate a month (spec §9's late interest). */
  | { kind: 'interest'; perMonth: Rate }
  /** A quarter of the business's annual tax per quarter paid (quarter-tax.ts). */
  | { kind: 'quarter_of_annual_tax' };

/** What a line's rate, units, brackets or interest are taken of. */
export type FeeBase =
  /** The sum of these payload fields (of the row, for a line repeated for each row of a group). */
  | { fields: readonly string[]; word: string }
  /** The sum of the amounts of the lines above with these codes (a surcharge on the tax). */
  | { lines: readonly string[]; word: string };

/**
 * Where a line's money goes (docs/fee-schedule.md, "Funds"): its fund, and for money the LGU only
 * holds for another agency (the Trust Fund), the agency it is remitted to ('BFP' for fire code fees).
 */
export interface FundOf {
  fund: FundCode;
  remitTo?: string;
}

/** One line of a rule: what it is called, how its amount is reached and when it applies. */
export interface FeeLine extends FundOf {
  /** Where it is written in the schedule ('rules.cedula-individual.lines[1]'), for problems. */
  where: string;
  code: string;
  label: string;
  charge: Charge;
  base?: FeeBase;
  /** One line per row of a group field (business activities), named by the first non-empty field. */
  forEach?: { group: string; namedBy: readonly string[] };
  /** Centavos: the least and the most the line charges. */
  min?: number;
  max?: number;
  /**
   * Codes of lines above that share this line's `max` (LGC §158: the additional tax on real
   * property and on gross receipts together at most ₱10,000.00): this line charges at most what
   * `max` leaves after them.
   */
  maxWith?: readonly string[];
  /** §5 required_if conditions on the payload (any of them): the line applies only then. */
  when?: Condition;
  /** The line applies from this day of the assessment's year (Manila) on: '03-01' is from March. */
  from?: { month: number; day: number };
}

/** What an application type's named fee rule (its definition's `fees`) charges. */
export interface FeeRule {
  lines: readonly FeeLine[];
  /** A kind with no fee (`no_fee: true`): nothing to pay, so no payment step. */
  free: boolean;
}

/** A regulatory fee: a configured amount charged once per application, to its fund. */
export interface RegulatoryFee extends FundOf {
  code: string;
  label: string;
  /** Centavos. */
  amount: number;
}

/** When a statement of account stops being payable: the end of its month, or after some days. */
export type SoaExpiry = { kind: 'end_of_month' } | { kind: 'days'; days: number };

/** The LGU's fee schedule (docs/fee-schedule.md): a checked file or stored version, never changed by code. */
export interface FeeSchedule {
  soaExpiry: SoaExpiry;
  fees: readonly RegulatoryFee[];
  rules: Readonly<Record<string, FeeRule>>;
}

/** A schedule that cannot be used, with every problem found (each with its place in the file). */
export class FeeScheduleError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The fee schedule is not valid:\n- ${problems.join('\n- ')}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** '0.05' → 5/10000 (a percent to a fraction of the base); null unless a plain non-negative decimal. */
export function parseRate(text: unknown): Rate | null {
  const value = typeof text === 'number' ? String(text) : text;
  if (typeof value !== 'string' || !/^\d{1,3}(\.\d{1,6})?$/.test(value.trim())) return null;
  const [whole = '', decimals = ''] = value.trim().split('.');
  return {
    percent: value.trim(),
    numerator: BigInt(whole + decimals),
    denominator: 100n * 10n ** BigInt(decimals.length),
  };
}

/** What the parsers of a schedule share: the problems found so far and how amounts are read. */
export interface ParseContext {
  problems: string[];
  /** Centavos of a peso amount ('1,234.50', 12.5); a problem named at `where` (and 0) when it is not one. */
  amountAt(value: unknown, where: string): number;
  fees: readonly RegulatoryFee[];
}
