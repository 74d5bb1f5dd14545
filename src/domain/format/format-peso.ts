import { formatCentavos, parseCentavos } from '../money/centavos';

/**
 * Formats a peso amount with two decimals: '1,234.50', or '₱1,234.50' with `sign` (RPT totals).
 * Both of the portal's languages write amounts alike (Intl's en-PH and fil-PH agree), so the
 * digits are grouped here, not by Intl, whose first formatter costs a slow phone 100 ms or more
 * inside the render that shows the amount. Rounds half-up on the decimal the number prints as
 * (1.005 → '1.01'); returns '' for a non-amount so a bad API value shows blank rather than a
 * wrong figure.
 */
export function formatPeso(amount: number | string, { sign = false }: { sign?: boolean } = {}): string {
  const centavos = parseCentavos(amount, 'half-up');
  return centavos === null ? '' : formatCentavos(centavos, { sign });
}
