// Amount limits of §5 and §9, in integer centavos (see money/centavos.ts).

/** Largest amount the `amount` and `no_min_amount` rules accept: ₱999,999,999,999.99. */
export const AMOUNT_MAX_CENTAVOS = 99_999_999_999_999;
/** Largest capital the `capital_amount` rule accepts: ₱9,999,999,999.99. */
export const CAPITAL_AMOUNT_MAX_CENTAVOS = 999_999_999_999;
/** Smallest bill (`min_bill_amount`): ₱100.00, i.e. "above 99.99". */
export const BILL_AMOUNT_MIN_CENTAVOS = 10_000;
/** Largest bill (`max_bill_amount`): ₱100,000.00, i.e. "below 100,000.01". */
export const BILL_AMOUNT_MAX_CENTAVOS = 10_000_000;
/** Smallest amount for the `amount_150k` rule: ₱150,000.00. */
export const AMOUNT_150K_MIN_CENTAVOS = 15_000_000;
/** Misc-fee amount range when the selected fee is 0.00 and the resident types the amount (pesos). */
export const MISC_FEE_AMOUNT_RANGE = { min: 20, max: 1_000_000 } as const;
/** The same range in centavos, for the server's checks. */
export const MISC_FEE_AMOUNT_RANGE_CENTAVOS = { min: 2_000, max: 100_000_000 } as const;
