/** Civil-registry copy types (fees in ../constants/copy-fees.ts). */
export const COPY_TYPES = ['FRONT', 'BACK', 'FRONT AND BACK'] as const;
/** The local civil registry form that can be requested instead of a copy. */
export const LCR_FORM = 'LCR FORM 1-A';
