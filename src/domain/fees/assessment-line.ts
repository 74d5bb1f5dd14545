/** One line of an assessment (and of the SOA made from it); amount in centavos. */
export interface AssessmentLine {
  code: string;
  label: string;
  /** How the amount was reached, for the officer and the taxpayer ("0.05% of ₱500,000.00 capital"). */
  basis: string;
  amount: number;
}
