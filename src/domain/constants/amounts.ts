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
