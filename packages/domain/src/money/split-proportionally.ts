/** One item with its share of the total. */
export type ProportionalPart<T> = { item: T; part: number };

const assertSafeInteger = (value: number, what: string): void => {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`splitProportionally: ${what} must be an integer, got ${value}`);
  }
};

/** `splitProportionally` over any items, each weighed by `weightOf`; parts come back beside their item. */
export const splitProportionallyBy = <T>(
  total: number,
  items: readonly T[],
  weightOf: (item: T) => number,
): ProportionalPart<T>[] => {
  assertSafeInteger(total, 'total');
  if (total < 0) throw new RangeError(`splitProportionally: total must not be negative, got ${total}`);
  if (items.length === 0) {
    if (total === 0) return [];
    throw new RangeError('splitProportionally: cannot split a non-zero total over no weights');
  }
  const weighed = items.map((item, index) => {
    const weight = weightOf(item);
    assertSafeInteger(weight, 'each weight');
    return { item, index, weight: BigInt(Math.max(weight, 0)) };
  });
  const weightSum = weighed.reduce((sum, { weight }) => sum + weight, 0n);
  // All weights 0: every item weighs the same, so the total is split evenly.
  const divisor = weightSum === 0n ? BigInt(weighed.length) : weightSum;
  const bigTotal = BigInt(total);
  const shares = weighed.map((entry) => {
    const scaled = bigTotal * (weightSum === 0n ? 1n : entry.weight);
    return { ...entry, floor: scaled / divisor, remainder: scaled % divisor };
  });
  const leftover = Number(bigTotal - shares.reduce((sum, { floor }) => sum + floor, 0n));
  const bumped = new Set(
    [...shares]
      .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
      .slice(0, leftover)
      .map(({ index }) => index),
  );
  return shares.map(({ item, index, floor }) => ({
    item,
    part: Number(floor) + (bumped.has(index) ? 1 : 0),
  }));
};

/**
 * Splits `total` minor units into integer parts proportional to `weights` (largest-remainder
 * method): the parts always add up to `total` exactly. A unit left over goes to the largest
 * remainder, the earlier index on a tie. A negative weight counts as 0, so no part is ever
 * negative; when every weight is 0 the total is split evenly.
 */
export const splitProportionally = (total: number, weights: readonly number[]): number[] =>
  splitProportionallyBy(total, weights, (weight) => weight).map(({ part }) => part);
