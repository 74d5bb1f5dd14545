import { formatCentavos } from '../money/centavos';
import type { Bracket, Charge, Price, Rate } from './fee-language';

/** An amount (centavos) and how it was reached, for the officer and the taxpayer. */
export interface Charged {
  amount: number;
  basis: string;
}

/** Thrown when a payload chooses an option or item the schedule has no price for. */
export class UnpricedChoiceError extends Error {
  constructor(
    readonly field: string,
    readonly choice: string,
  ) {
    super(`The fee schedule has no price for ${choice} (${field}).`);
  }
}

export const peso = (centavos: number) => formatCentavos(centavos, { sign: true });

/**
 * base × rate, rounded half up to the centavo (docs/fee-schedule.md): ₱1,234.57 at 0.05% is
 * 61.7285 centavos → 62. In BigInt, so the largest capital (§5: ₱9,999,999,999.99) stays exact.
 */
export function applyRate(base: number, rate: Rate, times = 1): number {
  const twice = 2n * BigInt(base) * BigInt(times) * rate.numerator;
  return Number((twice + rate.denominator) / (2n * rate.denominator));
}

/** The bracket a base falls in: the first whose `below` it is under, else the open last one. */
function bracketOf(brackets: readonly Bracket[], base: number): { bracket: Bracket; from: number } {
  let from = 0;
  for (const bracket of brackets) {
    if (bracket.below === null || base < bracket.below) return { bracket, from };
    from = bracket.below;
  }
  // A validated table ends with an open bracket; an unvalidated one charges its last row.
  return { bracket: brackets[brackets.length - 1] as Bracket, from };
}

function bracketCharge(brackets: readonly Bracket[], base: number, what: string): Charged {
  const { bracket, from } = bracketOf(brackets, base);
  const range =
    bracket.below === null
      ? `${peso(from)} or more`
      : from === 0
        ? `below ${peso(bracket.below)}`
        : `${peso(from)} to below ${peso(bracket.below)}`;
  if ('rate' in bracket) {
    return { amount: applyRate(base, bracket.rate), basis: `${bracket.rate.percent}% of ${what} (${range})` };
  }
  return { amount: bracket.amount, basis: `${what}: bracket ${range}` };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What one line's charge comes to on its base (centavos) for the payload's choice and quantity. */
export function chargeOn(
  charge: Exclude<Charge, { kind: 'per_item' } | { kind: 'quarter_of_annual_tax' }>,
  {
    base,
    word,
    choice,
    quantity,
    month,
  }: { base: number; word: string; choice: string; quantity: number; month: number },
): Charged {
  const what = `${peso(base)} ${word}`;
  switch (charge.kind) {
    case 'fixed':
      return { amount: charge.amount, basis: 'Fixed fee' };
    case 'rate':
      return { amount: applyRate(base, charge.rate), basis: `${charge.rate.percent}% of ${what}` };
    case 'brackets':
      return bracketCharge(charge.brackets, base, what);
    case 'per_unit': {
      const whole = BigInt(base) / BigInt(charge.every);
      const partial = BigInt(base) % BigInt(charge.every) !== 0n && charge.partial === 'whole';
      const units = whole + (partial ? 1n : 0n);
      return {
        amount: Number(units * BigInt(charge.amount)),
        basis: `${peso(charge.amount)} for every ${peso(charge.every)} of ${what}`,
      };
    }
    case 'table': {
      const price = priceOf(charge.prices, charge.option, choice);
      const times = quantity === 1 ? '' : `${String(quantity)} × `;
      return {
        amount: Number(BigInt(price.amount) * BigInt(quantity)),
        basis: `${times}${price.label} at ${peso(price.amount)}`,
      };
    }
    case 'interest':
      return {
        amount: applyRate(base, charge.perMonth, month),
        basis: `${charge.perMonth.percent}% a month × ${String(month)} (${MONTHS[month - 1] ?? ''}) of ${what}`,
      };
  }
}

/** The price of a choice; a choice without one is the schedule's gap, never a free item. */
export function priceOf(prices: readonly Price[], field: string, choice: string): Price {
  const price = prices.find((p) => p.value === choice);
  if (!price) throw new UnpricedChoiceError(field, choice);
  return price;
}
