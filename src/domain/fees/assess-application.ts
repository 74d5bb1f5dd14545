import { formatCentavos, parseCentavos } from '../money/centavos';
import type { Bracket, FeeSchedule, Rate, TaxRule } from './fee-schedule';
import { type QuarterBasis, quarterTaxLine } from './quarter-tax';

/** One line of an assessment (and of the SOA made from it); amount in centavos. */
export interface AssessmentLine {
  code: string;
  label: string;
  /** How the amount was reached, for the officer and the taxpayer ("0.05% of ₱500,000.00 capital"). */
  basis: string;
  amount: number;
}

export interface Assessment {
  lines: AssessmentLine[];
  /** Centavos: the sum of the lines. */
  total: number;
}

/** Thrown when a quarterly rule is assessed without the business's annual tax to divide. */
export class NoAnnualTaxError extends Error {
  constructor() {
    super('No annual business tax to divide into quarters.');
  }
}

/** Thrown when an application's fee rule is not in the LGU's schedule. */
export class UnknownFeeRuleError extends Error {
  constructor(readonly rule: string) {
    super(`The fee schedule has no rule "${rule}".`);
  }
}

/**
 * base × rate, rounded half up to the centavo (docs/fee-schedule.md): ₱1,234.57 at 0.05% is
 * 61.7285 centavos → 62. In BigInt, so the largest capital (§5: ₱9,999,999,999.99) stays exact.
 */
export function applyRate(base: number, rate: Rate): number {
  const twice = 2n * BigInt(base) * rate.numerator;
  return Number((twice + rate.denominator) / (2n * rate.denominator));
}

const peso = (centavos: number) => formatCentavos(centavos, { sign: true });
const BASE_WORD = { capital_amount: 'capital', gross_amount: 'gross sales' } as const;

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

function taxOf(rule: TaxRule, base: number): { amount: number; basis: string } {
  const what = `${peso(base)} ${BASE_WORD[rule.base]}`;
  if (rule.rate) return { amount: applyRate(base, rule.rate), basis: `${rule.rate.percent}% of ${what}` };
  const { bracket, from } = bracketOf(rule.brackets ?? [], base);
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

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const centavosOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? (parseCentavos(value) ?? 0) : 0;

/** One business tax line per activity (its capital or gross sales), or one for the payload's own. */
function taxLines(tax: TaxRule, payload: Record<string, unknown>): AssessmentLine[] {
  const activities = Array.isArray(payload.activities)
    ? payload.activities.filter((a): a is Record<string, unknown> => a !== null && typeof a === 'object')
    : [];
  const bases =
    activities.length > 0
      ? activities.map((a) => ({
          name: text(a.service) || text(a.line_of_business),
          base: centavosOf(a[tax.base]),
        }))
      : [{ name: '', base: centavosOf(payload[tax.base]) }];
  return bases.map(({ name, base }, i) => ({
    code: `BUSINESS_TAX_${i + 1}`,
    label: name ? `${tax.label}: ${name}` : tax.label,
    ...taxOf(tax, base),
  }));
}

/**
 * What an application owes under the LGU's schedule: the business tax of each activity (from its
 * capital or gross sales, as the rule says), a surcharge on it where the rule has one, and the
 * rule's regulatory fees, in the schedule's order. Pure: the payload is the one its definition
 * validated. Without activities, the payload's own capital_amount / gross_amount is the one base.
 * A quarterly rule divides `quarters.annualTax` (the business's, found by the caller) instead.
 */
export function assessApplication(
  schedule: FeeSchedule,
  ruleName: string,
  payload: Record<string, unknown>,
  quarters?: QuarterBasis,
): Assessment {
  const rule = Object.hasOwn(schedule.rules, ruleName) ? schedule.rules[ruleName] : undefined;
  if (!rule) throw new UnknownFeeRuleError(ruleName);
  const lines: AssessmentLine[] = rule.tax ? taxLines(rule.tax, payload) : [];
  if (rule.quarterOfAnnualTax) {
    if (!quarters) throw new NoAnnualTaxError();
    lines.push(quarterTaxLine(rule.quarterOfAnnualTax.label, quarters));
  }
  if (rule.surcharge && lines.length > 0) {
    const tax = lines.reduce((sum, line) => sum + line.amount, 0);
    lines.push({
      code: 'SURCHARGE',
      label: 'Surcharge',
      basis: `${rule.surcharge.percent}% of ${peso(tax)} tax`,
      amount: applyRate(tax, rule.surcharge),
    });
  }
  for (const fee of schedule.fees) {
    if (!rule.fees.includes(fee.code)) continue;
    lines.push({ code: fee.code, label: fee.label, basis: 'Fixed fee', amount: fee.amount });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
