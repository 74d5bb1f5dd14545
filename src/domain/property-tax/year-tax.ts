import type { RptRates } from './rpt-rates';

/** n × bp / 10,000 rounded half up, in integers (n ≥ 0): no float ever decides a centavo. */
export function applyBp(n: number, bp: number): number {
  const product = n * bp;
  if (!Number.isSafeInteger(product) || product < 0) throw new RangeError(`Out of range: ${n} × ${bp}`);
  const whole = Math.floor(product / 10_000);
  return 2 * (product - whole * 10_000) >= 10_000 ? whole + 1 : whole;
}

/** One year's tax of an assessed value (centavos): basic and SEF, each rounded once, and their sum. */
export function yearTax(assessedValue: number, rates: Pick<RptRates, 'basicBp' | 'sefBp'>) {
  const basic = applyBp(assessedValue, rates.basicBp);
  const sef = applyBp(assessedValue, rates.sefBp);
  return { basic, sef, total: basic + sef };
}

/**
 * The year's tax in four installments (§250) that add up to it exactly: each is the quarter
 * rounded down, and the centavos left over go one each to the first quarters.
 */
export function installments(total: number): [number, number, number, number] {
  const base = Math.floor(total / 4);
  const extra = total - base * 4;
  return [0, 1, 2, 3].map((i) => base + (i < extra ? 1 : 0)) as [number, number, number, number];
}
