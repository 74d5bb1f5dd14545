import type { FeeLine, ParseContext } from './fee-language';
import { isRecord, parseRate } from './fee-language';
import { parseBrackets } from './parse-brackets';

// The issue-18 shorthand reads capital or gross sales only, and words the basis as the LGU does.
const BASE_WORD = { capital_amount: 'capital', gross_amount: 'gross sales' } as const;

/**
 * The business permit shorthand of issue 18 (`tax`, `surcharge_percent`, `quarter_of_annual_tax`),
 * kept so the schedules LGUs copied from it still load, read as the lines it always meant: the
 * tax of each business activity (or of the payload's own amount), a quarter of the annual tax,
 * then a surcharge on the tax lines' sum.
 */
export function shorthandLines(
  item: Record<string, unknown>,
  where: string,
  context: ParseContext,
): FeeLine[] {
  const { problems } = context;
  const lines: FeeLine[] = [];
  if (item.tax !== undefined) lines.push(shorthandTax(item.tax, `${where}.tax`, context));
  if (item.quarter_of_annual_tax !== undefined) {
    const raw = isRecord(item.quarter_of_annual_tax) ? item.quarter_of_annual_tax : {};
    const label = typeof raw.label === 'string' ? raw.label.trim() : '';
    if (!label) problems.push(`${where}.quarter_of_annual_tax.label is missing`);
    if (item.tax !== undefined) problems.push(`${where}: tax or quarter_of_annual_tax, not both`);
    lines.push({
      where: `${where}.quarter_of_annual_tax`,
      code: 'BUSINESS_TAX_1',
      label,
      charge: { kind: 'quarter_of_annual_tax' },
      fund: 'GF',
    });
  }
  if (item.surcharge_percent !== undefined) {
    const rate = parseRate(item.surcharge_percent);
    if (!rate) problems.push(`${where}.surcharge_percent: a percent such as "25"`);
    if (item.tax === undefined) problems.push(`${where}.surcharge_percent: only with a tax`);
    lines.push({
      where: `${where}.surcharge_percent`,
      code: 'SURCHARGE',
      label: 'Surcharge',
      fund: 'GF',
      base: { lines: ['BUSINESS_TAX'], word: 'tax' },
      charge: { kind: 'rate', rate: rate ?? { percent: '0', numerator: 0n, denominator: 1n } },
    });
  }
  return lines;
}

function shorthandTax(raw: unknown, where: string, context: ParseContext): FeeLine {
  const { problems } = context;
  const tax = isRecord(raw) ? raw : {};
  if (tax.base !== 'capital_amount' && tax.base !== 'gross_amount') {
    problems.push(`${where}.base: capital_amount or gross_amount`);
  }
  const base = tax.base === 'gross_amount' ? 'gross_amount' : 'capital_amount';
  const label = typeof tax.label === 'string' && tax.label.trim() ? tax.label.trim() : '';
  if (!label) problems.push(`${where}.label is missing`);
  const line = {
    where,
    code: 'BUSINESS_TAX',
    label,
    fund: 'GF' as const,
    base: { fields: [base], word: BASE_WORD[base] },
    forEach: { group: 'activities', namedBy: ['service', 'line_of_business'] },
  };
  if (tax.rate_percent !== undefined) {
    const rate = parseRate(tax.rate_percent);
    if (!rate) problems.push(`${where}.rate_percent: a percent such as "0.05"`);
    return {
      ...line,
      charge: { kind: 'rate', rate: rate ?? { percent: '0', numerator: 0n, denominator: 1n } },
    };
  }
  if (Array.isArray(tax.brackets)) {
    return {
      ...line,
      charge: { kind: 'brackets', brackets: parseBrackets(tax.brackets, `${where}.brackets`, context) },
    };
  }
  problems.push(`${where}: rate_percent or brackets`);
  return { ...line, charge: { kind: 'fixed', amount: 0 } };
}
