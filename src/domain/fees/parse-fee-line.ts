import type { Charge, FeeBase, FeeLine, ParseContext, Price } from './fee-language';
import { isRecord, parseRate } from './fee-language';
import { parseBrackets } from './parse-brackets';
import { parseFund } from './parse-fund';

// Exactly one of these says how a line's amount is reached (docs/fee-schedule.md).
const CHARGE_KEYS = [
  'amount',
  'fee',
  'rate_percent',
  'per',
  'brackets',
  'table',
  'per_item',
  'interest_percent_a_month',
  'quarter_of_annual_tax',
] as const;
const NEEDS_BASE = new Set(['rate_percent', 'per', 'brackets', 'interest_percent_a_month']);
const KNOWN = new Set<string>([
  ...CHARGE_KEYS,
  'code',
  'label',
  'base',
  'base_lines',
  'base_label',
  'for_each',
  'min',
  'max',
  'max_with',
  'when',
  'from',
  'fund',
  'remit_to',
]);
const ZERO = { percent: '0', numerator: 0n, denominator: 1n };
const NAME = /^[a-z][a-z0-9_]{0,60}$/;
const CODE = /^[A-Z0-9_]{1,40}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const names = (value: unknown) => (Array.isArray(value) ? value.map(text) : [text(value)]);

/** Field names: one or a list, each a payload key (lower case, digits, _). */
function fieldsAt(value: unknown, where: string, problems: string[]) {
  const list = names(value);
  if (list.length === 0 || list.some((n) => !NAME.test(n))) {
    problems.push(`${where}: a field name, or a list of them`);
  }
  return list;
}

/** Priced choices: `{ VALUE: '50.00' }` or `{ VALUE: { label, amount } }`. */
function pricesAt(raw: unknown, where: string, { problems, amountAt }: ParseContext): Price[] {
  if (!isRecord(raw) || Object.keys(raw).length === 0) {
    problems.push(`${where}: a mapping of each choice to its price`);
    return [];
  }
  return Object.entries(raw).map(([value, price]) => {
    const priced = isRecord(price) ? price : { amount: price };
    return {
      value,
      label: text(priced.label) || value,
      amount: amountAt(priced.amount, `${where}.${value}`),
    };
  });
}

function chargeOf(
  key: (typeof CHARGE_KEYS)[number],
  item: Record<string, unknown>,
  where: string,
  context: ParseContext,
): Charge {
  const { problems, amountAt } = context;
  const at = `${where}.${key}`;
  const value = item[key];
  switch (key) {
    case 'amount':
      return { kind: 'fixed', amount: amountAt(value, at) };
    case 'fee': {
      const fee = context.fees.find((f) => f.code === value);
      if (!fee) problems.push(`${at}: ${String(value)} is not in fees`);
      return { kind: 'fixed', amount: fee?.amount ?? 0 };
    }
    case 'rate_percent':
    case 'interest_percent_a_month': {
      const rate = parseRate(value);
      if (!rate) problems.push(`${at}: a percent such as "2"`);
      return key === 'rate_percent'
        ? { kind: 'rate', rate: rate ?? ZERO }
        : { kind: 'interest', perMonth: rate ?? ZERO };
    }
    case 'per': {
      const per = isRecord(value) ? value : {};
      const every = amountAt(per.every, `${at}.every`);
      if (every === 0) problems.push(`${at}.every: an amount above zero`);
      if (per.partial !== undefined && per.partial !== 'drop' && per.partial !== 'whole') {
        problems.push(`${at}.partial: drop (the default) or whole`);
      }
      return {
        kind: 'per_unit',
        every: every || 1,
        amount: amountAt(per.amount, `${at}.amount`),
        partial: per.partial === 'whole' ? 'whole' : 'drop',
      };
    }
    case 'brackets':
      if (!Array.isArray(value)) problems.push(`${at}: a list of { below, amount } rows`);
      return { kind: 'brackets', brackets: parseBrackets(Array.isArray(value) ? value : [], at, context) };
    case 'table': {
      const table = isRecord(value) ? value : {};
      const [option = ''] = fieldsAt(table.option, `${at}.option`, problems);
      const quantity =
        table.quantity === undefined ? undefined : fieldsAt(table.quantity, `${at}.quantity`, problems)[0];
      return {
        kind: 'table',
        option,
        ...(quantity && { quantity }),
        prices: pricesAt(table.prices, `${at}.prices`, context),
      };
    }
    case 'per_item': {
      const items = isRecord(value) ? value : {};
      const [field = ''] = fieldsAt(items.field, `${at}.field`, problems);
      return { kind: 'per_item', items: field, prices: pricesAt(items.prices, `${at}.prices`, context) };
    }
    case 'quarter_of_annual_tax':
      if (value !== true) problems.push(`${at}: true`);
      return { kind: 'quarter_of_annual_tax' };
  }
}

function baseOf(item: Record<string, unknown>, where: string, problems: string[]): FeeBase | undefined {
  const word = text(item.base_label);
  if (item.base !== undefined && item.base_lines !== undefined)
    problems.push(`${where}: base or base_lines, not both`);
  if (item.base !== undefined) {
    const fields = fieldsAt(item.base, `${where}.base`, problems);
    return { fields, word: word || fields.join(' + ').replaceAll('_', ' ') };
  }
  if (item.base_lines !== undefined) {
    const lines = names(item.base_lines);
    if (lines.length === 0 || lines.some((c) => !CODE.test(c)))
      problems.push(`${where}.base_lines: codes of lines above`);
    return { lines, word: word || 'the lines above' };
  }
  return undefined;
}

function parseLine(raw: unknown, where: string, context: ParseContext, above: readonly FeeLine[]): FeeLine {
  const { problems, amountAt } = context;
  const item = isRecord(raw) ? raw : {};
  for (const key of Object.keys(item))
    if (!KNOWN.has(key)) problems.push(`${where}.${key}: not a line's key`);
  const keys = CHARGE_KEYS.filter((key) => item[key] !== undefined);
  if (keys.length !== 1) problems.push(`${where}: one of ${CHARGE_KEYS.join(', ')}`);
  const key = keys[0] ?? 'amount';
  const charge = chargeOf(key, item, where, context);
  const fee = key === 'fee' ? context.fees.find((f) => f.code === item.fee) : undefined;
  const code = text(item.code) || fee?.code || '';
  const label = text(item.label) || fee?.label || '';
  if (!CODE.test(code)) problems.push(`${where}.code: capitals, digits and _ (up to 40)`);
  if (!label) problems.push(`${where}.label is missing`);
  if (above.some((line) => line.code === code)) problems.push(`${where}.code: ${code} is used twice`);
  const base = baseOf(item, where, problems);
  if (NEEDS_BASE.has(key) && !base) problems.push(`${where}: ${key} needs a base (fields) or base_lines`);
  if (!NEEDS_BASE.has(key) && base) problems.push(`${where}: ${key} takes no base`);
  if (base && 'lines' in base) {
    const missing = base.lines.filter((c) => !above.some((line) => line.code === c));
    if (missing.length > 0) problems.push(`${where}.base_lines: ${missing.join(', ')} is not a line above`);
  }
  // A line taking a regulatory fee goes to that fee's fund unless it names its own.
  const fund = parseFund(item, where, problems, fee);
  const line: FeeLine = { where, code, label, charge, ...fund, ...(base && { base }) };
  if (item.for_each !== undefined) {
    const each = isRecord(item.for_each) ? item.for_each : {};
    const [group = ''] = fieldsAt(each.group, `${where}.for_each.group`, problems);
    const namedBy =
      each.named_by === undefined ? [] : fieldsAt(each.named_by, `${where}.for_each.named_by`, problems);
    line.forEach = { group, namedBy };
  }
  if (item.min !== undefined) line.min = amountAt(item.min, `${where}.min`);
  if (item.max !== undefined) line.max = amountAt(item.max, `${where}.max`);
  if (line.min !== undefined && line.max !== undefined && line.min > line.max)
    problems.push(`${where}: min above max`);
  if (item.max_with !== undefined) {
    const shared = names(item.max_with);
    if (line.max === undefined) problems.push(`${where}.max_with: shares a max, so the line needs one`);
    const missing = shared.filter((c) => !above.some((l) => l.code === c));
    if (shared.length === 0 || missing.length > 0)
      problems.push(`${where}.max_with: ${missing.join(', ') || 'codes'} of lines above`);
    line.maxWith = shared;
  }
  if (item.when !== undefined) {
    const when = names(item.when);
    if (when.some((c) => !/^[a-z][\w.]*\s*(=|!=|>|<|>=|<=)/.test(c)))
      problems.push(`${where}.when: a condition such as lcr_form=1`);
    line.when = when;
  }
  if (item.from !== undefined) {
    const match = /^(\d{2})-(\d{2})$/.exec(text(item.from));
    const month = Number(match?.[1]);
    const day = Number(match?.[2]);
    if (!match || month < 1 || month > 12 || day < 1 || day > 31)
      problems.push(`${where}.from: a day of the year as MM-DD, such as "03-01"`);
    line.from = { month, day };
  }
  return line;
}

/** A rule's `lines`, in order: each line may take the lines above it as its base. */
export function parseFeeLines(raw: unknown, where: string, context: ParseContext): FeeLine[] {
  if (!Array.isArray(raw)) {
    context.problems.push(`${where}: a list of lines`);
    return [];
  }
  const lines: FeeLine[] = [];
  for (const [i, line] of raw.entries()) lines.push(parseLine(line, `${where}[${i}]`, context, lines));
  return lines;
}
