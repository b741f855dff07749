/** Percentages carry at most this many decimals; scaling by it makes them integers. */
const PERCENT_SCALE = 10_000;
const DIVISOR = BigInt(100 * PERCENT_SCALE);
const HALF = DIVISOR / 2n;

/**
 * `percent`% of an amount in minor units, rounded half-up (half away from zero) to the minor unit.
 * Computed with integers so that 7% of 123,457 satang is exactly 8,641.99 -> 8,642, never a float's
 * 8,641.98999. A fifth decimal of the percentage is rounded away.
 */
export const percentOf = (amountMinor: number, percent: number): number => {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`percentOf: amount must be an integer of minor units, got ${amountMinor}`);
  }
  const scaledPercent = Math.round(percent * PERCENT_SCALE);
  if (!Number.isSafeInteger(scaledPercent)) {
    throw new RangeError(`percentOf: percent must be a finite number, got ${percent}`);
  }
  const product = BigInt(amountMinor) * BigInt(scaledPercent);
  const magnitude = (product < 0n ? -product : product) + HALF;
  const rounded = Number(magnitude / DIVISOR);
  // `0 - rounded`, not `-rounded`: a negative amount rounding to nothing must give 0, not -0.
  return product < 0n ? 0 - rounded : rounded;
};
