/** Monthly late-interest rate (§9). */
export const LATE_INTEREST_RATE = 0.02;
/** Interest applies from this month on (March, §9: "month number above 2"). */
export const LATE_INTEREST_FIRST_MONTH = 3;

/**
 * An amount with late interest, in centavos (§9): from March, amount + amount × month × rate,
 * rounded half-up to the centavo; before March the amount unchanged. BigInt keeps the product
 * exact for the largest amounts; the rate is taken to six decimal places.
 */
export function withLateInterest(
  amountCentavos: number,
  month: number,
  rate: number = LATE_INTEREST_RATE,
): number {
  if (!Number.isSafeInteger(amountCentavos)) throw new RangeError('amount must be integer centavos');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('month must be 1 to 12');
  if (month < LATE_INTEREST_FIRST_MONTH) return amountCentavos;
  const scale = 1_000_000n;
  const product = BigInt(amountCentavos) * BigInt(month) * BigInt(Math.round(rate * 1_000_000));
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + scale / 2n) / scale; // half-up on the magnitude
  return amountCentavos + Number(product < 0n ? -rounded : rounded);
}
