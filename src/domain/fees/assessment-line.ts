import type { FundCode } from '../treasury/funds';

/** One line of an assessment (and of the SOA made from it); amount in centavos. */
export interface AssessmentLine {
  code: string;
  label: string;
  /** How the amount was reached, for the officer and the taxpayer ("0.05% of ₱500,000.00 capital"). */
  basis: string;
  amount: number;
  /** The fund it goes to; absent: the General Fund (as on every SOA issued before funds were kept). */
  fund?: FundCode;
  /** The agency the LGU holds it for and remits it to (Trust Fund money: the BFP's fire code fees). */
  remitTo?: string;
}
