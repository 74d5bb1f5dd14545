import { centavosToPesos, parseCentavos } from '../money/centavos';

const formats = new Map<string, Intl.NumberFormat>();
const decimals = (locale: string) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
};

/**
 * Formats a peso amount with two decimals through Intl (en-PH by default, fil-PH in Filipino):
 * '1,234.50', or '₱1,234.50' with `sign` (RPT totals). Rounds half-up on the decimal the number
 * prints as (1.005 → '1.01'); returns '' for a non-amount so a bad API value shows blank rather
 * than a wrong figure.
 */
export function formatPeso(
  amount: number | string,
  { sign = false, locale = 'en-PH' }: { sign?: boolean; locale?: string } = {},
): string {
  const centavos = parseCentavos(amount, 'half-up');
  if (centavos === null) return '';
  // The exact decimal string, not a float: Intl formats it digit for digit at any size.
  const pesos = centavosToPesos(Math.abs(centavos)) as `${number}`;
  return `${centavos < 0 ? '-' : ''}${sign ? '₱' : ''}${decimals(locale).format(pesos)}`;
}
