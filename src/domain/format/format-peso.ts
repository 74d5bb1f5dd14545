import { formatCentavos, parseCentavos } from '../money/centavos';

/**
 * Formats a peso amount en-PH with two decimals: '1,234.50', or '₱1,234.50' with `sign` (RPT totals).
 * Rounds half-up on the decimal the number prints as (1.005 → '1.01'); returns '' for a non-amount
 * so a bad API value shows blank rather than a wrong figure.
 */
export function formatPeso(amount: number | string, options: { sign?: boolean } = {}): string {
  const centavos = parseCentavos(amount, 'half-up');
  return centavos === null ? '' : formatCentavos(centavos, options);
}
