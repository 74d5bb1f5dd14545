/** Civil-registry copy fees in pesos (§9), keyed by the copy type the resident picks. */
export const COPY_FEES = {
  FRONT: 50,
  BACK: 50,
  'FRONT AND BACK': 100,
  'LCR FORM 1-A': 100,
} as const;

/** A copy type that has a fee. */
export type CopyType = keyof typeof COPY_FEES;

/** A copy type's fee in centavos, for totals kept as integers. */
export const copyFeeCentavos = (type: CopyType): number => COPY_FEES[type] * 100;
