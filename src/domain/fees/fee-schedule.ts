import { parseCentavos } from '../money/centavos';

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

/** How a business tax is computed from an amount of each activity (capital or gross sales). */
export interface TaxRule {
  label: string;
  /** The activity field the tax is computed from. */
  base: 'capital_amount' | 'gross_amount';
  /** A rate of the base (§143, new business) or a bracket table (renewal, by gross sales). */
  rate?: Rate;
  brackets?: readonly Bracket[];
}

/** A regulatory fee: a configured amount charged once per application. */
export interface RegulatoryFee {
  code: string;
  label: string;
  /** Centavos. */
  amount: number;
}

/** What an application type's named fee rule (its definition's `fees`) charges. */
export interface FeeRule {
  /** None for a kind that pays fees only (a change request). */
  tax?: TaxRule;
  /** A surcharge on the tax lines' sum (a delinquent year: LGC §168 allows up to 25%). */
  surcharge?: Rate;
  /**
   * A quarterly payment: a quarter of the business's annual tax (its latest assessed NEW or
   * RENEWAL SOA's business tax) for each quarter paid, under this label. Instead of `tax`.
   */
  quarterOfAnnualTax?: { label: string };
  /** Codes of `FeeSchedule.fees`. */
  fees: readonly string[];
}

/** When a statement of account stops being payable: the end of its month, or after some days. */
export type SoaExpiry = { kind: 'end_of_month' } | { kind: 'days'; days: number };

/** The LGU's fee schedule (docs/fee-schedule.md): read at start, never changed by code. */
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
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

/** Reads a fee schedule as parsed from its YAML or JSON file; throws FeeScheduleError naming each problem. */
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

  const fees: RegulatoryFee[] = [];
  if (!Array.isArray(root.fees)) problems.push('fees: a list of { code, label, amount }');
  for (const [i, fee] of (Array.isArray(root.fees) ? root.fees : []).entries()) {
    const where = `fees[${i}]`;
    const item = isRecord(fee) ? fee : {};
    const code = typeof item.code === 'string' ? item.code.trim() : '';
    const label = typeof item.label === 'string' ? item.label.trim() : '';
    if (!/^[A-Z0-9_]{1,40}$/.test(code)) problems.push(`${where}.code: capitals, digits and _ (up to 40)`);
    if (!label) problems.push(`${where}.label is missing`);
    if (fees.some((f) => f.code === code)) problems.push(`${where}.code: ${code} is listed twice`);
    fees.push({ code, label, amount: amountAt(item.amount, `${where}.amount`) });
  }

  const rules: Record<string, FeeRule> = {};
  if (!isRecord(root.rules))
    problems.push(
      'rules: a mapping of rule names to { tax, surcharge_percent, quarter_of_annual_tax, fees }',
    );
  for (const [name, rule] of Object.entries(isRecord(root.rules) ? root.rules : {})) {
    const where = `rules.${name}`;
    const item = isRecord(rule) ? rule : {};
    const taxRule =
      item.tax === undefined ? undefined : parseTax(item.tax, `${where}.tax`, amountAt, problems);
    let surcharge: Rate | undefined;
    if (item.surcharge_percent !== undefined) {
      surcharge = parseRate(item.surcharge_percent) ?? undefined;
      if (!surcharge) problems.push(`${where}.surcharge_percent: a percent such as "25"`);
      if (!taxRule) problems.push(`${where}.surcharge_percent: only with a tax`);
    }
    let quarterly: { label: string } | undefined;
    if (item.quarter_of_annual_tax !== undefined) {
      const raw = isRecord(item.quarter_of_annual_tax) ? item.quarter_of_annual_tax : {};
      const label = typeof raw.label === 'string' ? raw.label.trim() : '';
      if (!label) problems.push(`${where}.quarter_of_annual_tax.label is missing`);
      if (taxRule) problems.push(`${where}: tax or quarter_of_annual_tax, not both`);
      quarterly = { label };
    }
    const codes = Array.isArray(item.fees) ? item.fees.map(String) : [];
    for (const code of codes) {
      if (!fees.some((f) => f.code === code)) problems.push(`${where}.fees: ${code} is not in fees`);
    }
    rules[name] = {
      ...(taxRule && { tax: taxRule }),
      ...(surcharge && { surcharge }),
      ...(quarterly && { quarterOfAnnualTax: quarterly }),
      fees: codes,
    };
  }

  if (problems.length > 0) throw new FeeScheduleError(problems);
  return { soaExpiry, fees, rules };
}

function parseTax(
  raw: unknown,
  where: string,
  amountAt: (value: unknown, where: string) => number,
  problems: string[],
): TaxRule {
  const tax = isRecord(raw) ? raw : {};
  const base = tax.base;
  if (base !== 'capital_amount' && base !== 'gross_amount') {
    problems.push(`${where}.base: capital_amount or gross_amount`);
  }
  const label = typeof tax.label === 'string' && tax.label.trim() ? tax.label.trim() : '';
  if (!label) problems.push(`${where}.label is missing`);
  const rule: TaxRule = { label, base: base === 'gross_amount' ? 'gross_amount' : 'capital_amount' };
  if (tax.rate_percent !== undefined) {
    const rate = parseRate(tax.rate_percent);
    if (!rate) problems.push(`${where}.rate_percent: a percent such as "0.05"`);
    else rule.rate = rate;
  } else if (Array.isArray(tax.brackets)) {
    rule.brackets = parseBrackets(tax.brackets, `${where}.brackets`, amountAt, problems);
  } else {
    problems.push(`${where}: rate_percent or brackets`);
  }
  return rule;
}

function parseBrackets(
  rows: readonly unknown[],
  where: string,
  amountAt: (value: unknown, where: string) => number,
  problems: string[],
): Bracket[] {
  const brackets: Bracket[] = [];
  for (const [i, row] of rows.entries()) {
    const item = isRecord(row) ? row : {};
    const at = `${where}[${i}]`;
    const last = i === rows.length - 1;
    if (item.below === undefined && !last) problems.push(`${at}: only the last bracket has no "below"`);
    if (item.below !== undefined && last) problems.push(`${at}: the last bracket has no "below"`);
    const below = item.below === undefined ? null : amountAt(item.below, `${at}.below`);
    const previous = brackets.at(-1)?.below;
    if (below !== null && previous != null && below <= previous) problems.push(`${at}.below must rise`);
    if (item.rate_percent !== undefined) {
      const rate = parseRate(item.rate_percent);
      if (!rate) problems.push(`${at}.rate_percent: a percent such as "0.375"`);
      brackets.push({ below, rate: rate ?? { percent: '0', numerator: 0n, denominator: 1n } });
    } else {
      brackets.push({ below, amount: amountAt(item.amount, `${at}.amount`) });
    }
  }
  if (brackets.length === 0) problems.push(`${where}: at least one bracket`);
  return brackets;
}
