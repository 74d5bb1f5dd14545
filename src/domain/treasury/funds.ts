/**
 * The funds an LGU's collections go to (BLGF's Local Treasury Operations Manual; the New
 * Government Accounting System's fund clusters): the General Fund takes most taxes, fees and
 * fines; the Special Education Fund the SEF levy on real property (RA 7160 §235, §272); the Trust
 * Fund what the LGU only holds for another (a share it remits).
 */
export const FUNDS = {
  GF: { en: 'General Fund', fil: 'Pangkalahatang Pondo' },
  SEF: { en: 'Special Education Fund', fil: 'Pondo para sa Espesyal na Edukasyon' },
  TF: { en: 'Trust Fund', fil: 'Pondong Ipinagkatiwala' },
} as const satisfies Record<string, { en: string; fil: string }>;

export type FundCode = keyof typeof FUNDS;

export const FUND_CODES = Object.keys(FUNDS) as FundCode[];

/** Words of a collection line, in both languages. */
export interface NatureOfCollection {
  en: string;
  fil: string;
}

/** One nature-of-collection line of an official receipt (centavos). */
export interface CollectionLine {
  nature: NatureOfCollection;
  fund: FundCode;
  amount: number;
  /** Trust Fund money the LGU holds for another agency and remits to it ('BFP'): not its revenue. */
  remitTo?: string;
}

/** A fund code as stored (an SOA line's), or the General Fund when it is none of them. */
export const fundOrGeneral = (code: unknown): FundCode => FUND_CODES.find((f) => f === code) ?? 'GF';

/**
 * Splits `total` centavos between parts in proportion to `weights`, exactly: each part is rounded
 * down and the centavos left over go one each to the largest remainders (ties: the first part).
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
