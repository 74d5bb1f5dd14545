// Money is integer centavos on the server and in the database (DESIGN.md): floats drift
// (0.1 + 0.2 !== 0.3), so amounts are parsed from their decimal text, never multiplied as floats.

/** How a third decimal is treated: refused, or rounded half away from zero (1.005 → 1.01, -1.005 → -1.01). */
export type CentavoRounding = 'reject' | 'half-up';

// Optional minus and peso sign, digits with or without correct thousands separators, any decimals.
const AMOUNT_TEXT = /^(-)?₱?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/** Parses pesos ('1,234.56', '₱10', 12.5) to integer centavos exactly; null when not an amount or unsafe. */
export function parseCentavos(input: string | number, rounding: CentavoRounding = 'reject'): number | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  // String(n) is the shortest text that round-trips, i.e. the decimal the caller meant;
  // tiny numbers print as 1e-7, so those go through toFixed instead.
  const text =
    typeof input === 'number' ? (/e/i.test(String(input)) ? input.toFixed(20) : String(input)) : input.trim();
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const [, minus, whole = '', decimals = ''] = match;
  let roundUp = false;
  if (decimals.length > 2) {
    if (rounding === 'reject') return null;
    roundUp = decimals.charCodeAt(2) >= 53; // '5'
  }
  const magnitude = Number(whole.replaceAll(',', '')) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  const centavos = magnitude + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(centavos)) return null;
  return minus && centavos !== 0 ? -centavos : centavos;
}

/** Like parseCentavos with half-up rounding, but throws a RangeError instead of returning null. */
export function toCentavos(input: string | number): number {
  const centavos = parseCentavos(input, 'half-up');
  if (centavos === null) throw new RangeError(`Not a peso amount: ${String(input)}`);
  return centavos;
}

function splitCentavos(centavos: number): { minus: string; whole: string; cents: string } {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Centavos must be a safe integer: ${centavos}`);
  const abs = Math.abs(centavos);
  return {
    minus: centavos < 0 ? '-' : '',
    whole: String(Math.floor(abs / 100)),
    cents: String(abs % 100).padStart(2, '0'),
  };
}

/** Centavos as a plain decimal peso string for payloads and CSVs: 123450 → '1234.50'. */
export function centavosToPesos(centavos: number): string {
  const { minus, whole, cents } = splitCentavos(centavos);
  return `${minus}${whole}.${cents}`;
}

/** Centavos formatted en-PH: 123450 → '1,234.50', or '₱1,234.50' with `sign` (negative: '-₱1,234.50'). */
export function formatCentavos(centavos: number, { sign = false }: { sign?: boolean } = {}): string {
  const { minus, whole, cents } = splitCentavos(centavos);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minus}${sign ? '₱' : ''}${grouped}.${cents}`;
}
