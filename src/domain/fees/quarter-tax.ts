import { formatCentavos } from '../money/centavos';
import type { AssessmentLine } from './assessment-line';

/** The business's annual tax and which quarters this application pays (1–4, inclusive). */
export interface QuarterBasis {
  /** Centavos: the business tax lines of the business's latest assessed NEW or RENEWAL SOA. */
  annualTax: number;
  from: number;
  to: number;
}

/** annual × quarters / 4, half up to the centavo, in BigInt (the largest amounts stay exact). */
const throughQuarter = (annual: number, quarters: number) =>
  Number((2n * BigInt(annual) * BigInt(quarters) + 4n) / 8n);

/**
 * A quarterly payment's business tax: a quarter of the annual tax per quarter paid, from the
 * first unpaid quarter to the one chosen. Each quarter is what the year's running total owes
 * through it less what it owed before, so the four quarters always add up to the annual tax
 * (₱100.01: 25.00 + 25.01 + 25.00 + 25.00) whichever way they are grouped.
 */
export function quarterTaxLine(label: string, { annualTax, from, to }: QuarterBasis): AssessmentLine {
  const first = Math.min(Math.max(Math.trunc(from), 1), 4);
  const last = Math.min(Math.max(Math.trunc(to), first), 4);
  const which = first === last ? `Quarter ${first}` : `Quarters ${first}–${last}`;
  return {
    code: 'BUSINESS_TAX_1',
    label,
    basis: `${which} of ${formatCentavos(annualTax, { sign: true })} annual tax`,
    amount: throughQuarter(annualTax, last) - throughQuarter(annualTax, first - 1),
  };
}
