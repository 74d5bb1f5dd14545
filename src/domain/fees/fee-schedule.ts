import { parseCentavos } from '../money/centavos';
import { shorthandLines } from './fee-rule-shorthand';
import {
  FeeScheduleError,
  isRecord,
  type FeeLine,
  type FeeRule,
  type FeeSchedule,
  type ParseContext,
  type RegulatoryFee,
  type SoaExpiry,
} from './fee-language';
import { parseFeeLines } from './parse-fee-line';
import { parseFund } from './parse-fund';

// The schedule's types and its rate reader live in fee-language.ts (the line parsers use them too);
// the schedule's readers and tests take them from here.
export { FeeScheduleError, parseRate } from './fee-language';
export type * from './fee-language';

const FEE_KEYS = new Set(['code', 'label', 'amount', 'fund', 'remit_to']);

function parseFees(raw: unknown, context: ParseContext): RegulatoryFee[] {
  const { problems, amountAt } = context;
  const fees: RegulatoryFee[] = [];
  if (!Array.isArray(raw)) problems.push('fees: a list of { code, label, amount }');
  for (const [i, fee] of (Array.isArray(raw) ? raw : []).entries()) {
    const where = `fees[${i}]`;
    const item = isRecord(fee) ? fee : {};
    const code = typeof item.code === 'string' ? item.code.trim() : '';
    const label = typeof item.label === 'string' ? item.label.trim() : '';
    if (!/^[A-Z0-9_]{1,40}$/.test(code)) problems.push(`${where}.code: capitals, digits and _ (up to 40)`);
    if (!label) problems.push(`${where}.label is missing`);
    if (fees.some((f) => f.code === code)) problems.push(`${where}.code: ${code} is listed twice`);
    const unknown = Object.keys(item).filter((key) => !FEE_KEYS.has(key));
    for (const key of unknown) problems.push(`${where}.${key}: not a fee's key`);
    fees.push({
      code,
      label,
      amount: amountAt(item.amount, `${where}.amount`),
      ...parseFund(item, where, problems),
    });
  }
  return fees;
}

function parseRule(name: string, raw: unknown, context: ParseContext): FeeRule {
  const where = `rules.${name}`;
  const item = isRecord(raw) ? raw : {};
  if (item.no_fee !== undefined) {
    if (item.no_fee !== true) context.problems.push(`${where}.no_fee: true, or leave it out`);
    const others = Object.keys(item).filter((key) => key !== 'no_fee');
    if (others.length > 0)
      context.problems.push(`${where}: no_fee charges nothing, so no ${others.join(', ')}`);
    return { lines: [], free: true };
  }
  const shorthand = ['tax', 'surcharge_percent', 'quarter_of_annual_tax'].filter((key) => key in item);
  if (item.lines !== undefined && shorthand.length > 0) {
    context.problems.push(`${where}: lines, or ${shorthand.join(', ')}, not both`);
  }
  const lines =
    item.lines !== undefined
      ? parseFeeLines(item.lines, `${where}.lines`, context)
      : shorthandLines(item, where, context);
  const codes = Array.isArray(item.fees) ? item.fees.map(String) : [];
  for (const code of codes) {
    if (!context.fees.some((f) => f.code === code))
      context.problems.push(`${where}.fees: ${code} is not in fees`);
  }
  // A rule's regulatory fees come after its computed lines, in the schedule's order.
  const feeLines: FeeLine[] = context.fees
    .filter((fee) => codes.includes(fee.code))
    .map((fee) => ({
      where: `${where}.fees`,
      code: fee.code,
      label: fee.label,
      charge: { kind: 'fixed', amount: fee.amount },
      fund: fee.fund,
      ...(fee.remitTo && { remitTo: fee.remitTo }),
    }));
  return { lines: [...lines, ...feeLines], free: false };
}

/** Reads a fee schedule as parsed from its YAML or JSON; throws FeeScheduleError naming each problem. */
export function parseFeeSchedule(raw: unknown): FeeSchedule {
  const problems: string[] = [];
  const root = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) problems.push('the file must be a mapping with soa_expiry, fees and rules');
  const amountAt = (value: unknown, where: string) => {
    const centavos = parseCentavos(typeof value === 'number' ? value : String(value ?? ''));
    if (centavos === null || centavos < 0) problems.push(`${where}: "${String(value)}" is not an amount`);
    return centavos ?? 0;
  };

  let soaExpiry: SoaExpiry = { kind: 'end_of_month' };
  const expiry = root.soa_expiry;
  if (isRecord(expiry) && Number.isInteger(expiry.days) && (expiry.days as number) >= 1) {
    soaExpiry = { kind: 'days', days: Math.min(expiry.days as number, 366) };
  } else if (expiry !== undefined && expiry !== 'end_of_month') {
    problems.push('soa_expiry: end_of_month, or { days: a whole number from 1 }');
  }

  const context: ParseContext = { problems, amountAt, fees: [] };
  context.fees = parseFees(root.fees, context);
  const rules: Record<string, FeeRule> = {};
  if (!isRecord(root.rules))
    problems.push('rules: a mapping of rule names to { lines, fees } or { no_fee: true }');
  for (const [name, rule] of Object.entries(isRecord(root.rules) ? root.rules : {})) {
    rules[name] = parseRule(name, rule, context);
  }

  if (problems.length > 0) throw new FeeScheduleError(problems);
  return { soaExpiry, fees: context.fees, rules };
}
