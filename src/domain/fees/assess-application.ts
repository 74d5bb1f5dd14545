import { conditionHolds } from '../applications/condition-holds';
import { manilaDateParts } from '../format/manila-date';
import { parseCentavos } from '../money/centavos';
import type { AssessmentLine } from './assessment-line';
import { chargeOn, type Charged, peso, priceOf } from './fee-charges';
import type { FeeLine, FeeSchedule } from './fee-language';
import { type QuarterBasis, quarterTaxLine } from './quarter-tax';

export { applyRate } from './fee-charges';

export interface Assessment {
  lines: AssessmentLine[];
  /** Centavos: the sum of the lines. */
  total: number;
  /** Set for a kind with no fee (`no_fee: true`): there is nothing to pay. */
  free?: true;
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

/** What an assessment may need besides the payload: the quarters paid, and the day it is made. */
export interface AssessmentContext {
  quarters?: QuarterBasis;
  /** The assessment's instant: date-based lines (from a day of the year, interest) need it. */
  at?: Date;
}

type Row = Readonly<Record<string, unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const centavosOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? (parseCentavos(value) ?? 0) : 0;
const isRow = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A whole quantity from the payload: '2' or 2; anything else (missing, negative, fractional) is none. */
function quantityOf(value: unknown): number {
  const n = typeof value === 'number' ? value : /^\d{1,6}$/.test(text(value)) ? Number(text(value)) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The rows a line is charged on: each row of its group, or (no group, or an empty one) the payload itself. */
function rowsOf(line: FeeLine, payload: Row): { row: Row; name: string }[] {
  if (!line.forEach) return [{ row: payload, name: '' }];
  const group = payload[line.forEach.group];
  const rows = Array.isArray(group) ? group.filter(isRow) : [];
  if (rows.length === 0) return [{ row: payload, name: '' }];
  const namedBy = line.forEach.namedBy;
  return rows.map((row) => ({ row, name: namedBy.map((f) => text(row[f])).find(Boolean) ?? '' }));
}

/** What the lines a line shares its cap with charged already, and their names for its basis. */
interface SharedCap {
  used: number;
  labels: string;
}

function sharedCap(line: FeeLine, done: readonly { line: FeeLine; out: AssessmentLine }[]) {
  if (!line.maxWith) return undefined;
  const shared = done.filter((d) => line.maxWith?.includes(d.line.code));
  return {
    used: shared.reduce((sum, d) => sum + d.out.amount, 0),
    labels: shared.map((d) => d.out.label).join(', ') || 'the lines above',
  };
}

/**
 * A line's amount held within its floor and cap, saying so in its basis; a cap it shares with
 * lines above (`max_with`) is what they left of it.
 */
function clamped(line: FeeLine, { amount, basis }: Charged, shared?: SharedCap): Charged {
  if (line.max !== undefined && shared && amount > line.max - shared.used)
    return {
      amount: Math.max(0, line.max - shared.used),
      basis: `${basis}, at most ${peso(line.max)} together with ${shared.labels}`,
    };
  if (line.max !== undefined && amount > line.max)
    return { amount: line.max, basis: `${basis}, at most ${peso(line.max)}` };
  if (line.min !== undefined && amount < line.min)
    return { amount: line.min, basis: `${basis}, at least ${peso(line.min)}` };
  return { amount, basis };
}

function applies(line: FeeLine, payload: Row, at: Date | undefined): boolean {
  if (line.when !== undefined && !conditionHolds(line.when, payload)) return false;
  if (!line.from) return true;
  if (!at) throw new Error(`${line.where}: a date-based line needs the assessment's date`);
  const { month, day } = manilaDateParts(at);
  return month > line.from.month || (month === line.from.month && day >= line.from.day);
}

/** The assessment lines one schedule line gives: none, one, or one per row or item chosen. */
function linesOf(
  line: FeeLine,
  payload: Row,
  done: readonly { line: FeeLine; out: AssessmentLine }[],
  context: AssessmentContext,
): AssessmentLine[] {
  const { charge } = line;
  if (charge.kind === 'quarter_of_annual_tax') {
    if (!context.quarters) throw new NoAnnualTaxError();
    return [{ ...quarterTaxLine(line.label, context.quarters), code: line.code }];
  }
  if (charge.kind === 'per_item') {
    const chosen = payload[charge.items];
    const items = (
      Array.isArray(chosen) ? chosen : chosen === undefined || chosen === '' ? [] : [chosen]
    ).map(String);
    return items.map((item) => {
      const price = priceOf(charge.prices, charge.items, item);
      return {
        code: `${line.code}_${item.replace(/\W+/g, '_').toUpperCase()}`,
        label: price.label,
        ...clamped(line, { amount: price.amount, basis: 'Fixed fee' }),
      };
    });
  }
  if (charge.kind === 'interest' && !context.at)
    throw new Error(`${line.where}: interest needs the assessment's date`);
  const rows = rowsOf(line, payload);
  const month = context.at ? manilaDateParts(context.at).month : 0;
  return rows.map(({ row, name }, i) => {
    const base = !line.base
      ? 0
      : 'fields' in line.base
        ? line.base.fields.reduce((sum, f) => sum + centavosOf(row[f]), 0)
        : done
            .filter((d) => line.base && 'lines' in line.base && line.base.lines.includes(d.line.code))
            .reduce((sum, d) => sum + d.out.amount, 0);
    const charged = chargeOn(charge, {
      base,
      word: line.base?.word ?? '',
      choice: charge.kind === 'table' ? text(payload[charge.option]) : '',
      quantity: charge.kind === 'table' && charge.quantity ? quantityOf(payload[charge.quantity]) : 1,
      month,
    });
    return {
      code: line.forEach ? `${line.code}_${String(i + 1)}` : line.code,
      label: name ? `${line.label}: ${name}` : line.label,
      ...clamped(line, charged, sharedCap(line, done)),
    };
  });
}

/** A line's fund, said only when it is not the General Fund (an SOA line without one is the GF's). */
const withFund = (out: AssessmentLine, { fund, remitTo }: FeeLine): AssessmentLine => ({
  ...out,
  ...(fund !== 'GF' && { fund }),
  ...(remitTo && { remitTo }),
});

/**
 * What an application owes under the LGU's schedule: its rule's lines in order (docs/fee-schedule.md,
 * "The fee language"), each from a fixed amount, a rate, units, brackets, a table, the items chosen,
 * interest, or a quarter of the annual tax, held within its floor and cap; lines whose condition
 * or day has not come are left out. Pure: the payload is the one its definition validated; a
 * quarterly rule divides `quarters.annualTax` (the business's, found by the caller).
 */
export function assessApplication(
  schedule: FeeSchedule,
  ruleName: string,
  payload: Record<string, unknown>,
  quarters?: QuarterBasis,
  at?: Date,
): Assessment {
  const rule = Object.hasOwn(schedule.rules, ruleName) ? schedule.rules[ruleName] : undefined;
  if (!rule) throw new UnknownFeeRuleError(ruleName);
  const context: AssessmentContext = { ...(quarters && { quarters }), ...(at && { at }) };
  const done: { line: FeeLine; out: AssessmentLine }[] = [];
  for (const line of rule.lines) {
    if (!applies(line, payload, at)) continue;
    for (const out of linesOf(line, payload, done, context)) done.push({ line, out: withFund(out, line) });
  }
  const lines = done.map((d) => d.out);
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    ...(rule.free && { free: true as const }),
  };
}

/** True when assessing the rule needs the business's annual tax (a quarterly payment). */
export const needsAnnualTax = (schedule: FeeSchedule, ruleName: string) =>
  Object.hasOwn(schedule.rules, ruleName) &&
  (schedule.rules[ruleName]?.lines ?? []).some((line) => line.charge.kind === 'quarter_of_annual_tax');
