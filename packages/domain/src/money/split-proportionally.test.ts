import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitProportionally, splitProportionallyBy } from './split-proportionally';

describe('splitProportionally', () => {
  it.each([
    { total: 10_000, weights: [100_000, 100_000, 100_000], expected: [3_334, 3_333, 3_333] },
    { total: 100, weights: [1, 1, 1], expected: [34, 33, 33] },
    { total: 2, weights: [1, 1, 1], expected: [1, 1, 0] },
    { total: 100, weights: [50, 30, 20], expected: [50, 30, 20] },
    { total: 10, weights: [1, 2], expected: [3, 7] },
    { total: 10, weights: [2, 1], expected: [7, 3] },
    { total: 7, weights: [1, 0, 1], expected: [4, 0, 3] },
    { total: 100, weights: [3, 3, 1], expected: [43, 43, 14] },
    { total: 0, weights: [5, 5], expected: [0, 0] },
    { total: 0, weights: [], expected: [] },
    { total: 7, weights: [5], expected: [7] },
  ])('splits $total over $weights as $expected', ({ total, weights, expected }) => {
    expect(splitProportionally(total, weights)).toEqual(expected);
  });

  it('gives the unit left over to the largest remainder, not to the first line', () => {
    // Exact shares 1.2, 1.8 -> floors 1, 1 and one unit left for the second (remainder .8).
    expect(splitProportionally(3, [2, 3])).toEqual([1, 2]);
  });

  it('gives tied remainders to the earlier index', () => {
    expect(splitProportionally(1, [1, 1])).toEqual([1, 0]);
    expect(splitProportionally(5, [1, 1, 1, 1])).toEqual([2, 1, 1, 1]);
  });

  it('splits evenly, earlier indexes first, when every weight is 0', () => {
    expect(splitProportionally(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('counts a negative weight as 0 so no part is negative', () => {
    expect(splitProportionally(10, [-5, 5])).toEqual([0, 10]);
    expect(splitProportionally(9, [-1, -1, -1])).toEqual([3, 3, 3]);
  });

  it('stays exact for amounts whose products overflow a float', () => {
    const big = 9_007_199_254_740_991;
    expect(splitProportionally(big, [big, big])).toEqual([4_503_599_627_370_496, 4_503_599_627_370_495]);
  });

  it.each([
    { total: -1, weights: [1] },
    { total: 1.5, weights: [1] },
    { total: 1, weights: [] },
    { total: 1, weights: [0.5] },
    { total: 1, weights: [Number.NaN] },
  ])('refuses total $total over $weights as a programming error', ({ total, weights }) => {
    expect(() => splitProportionally(total, weights)).toThrow(RangeError);
  });

  it('keeps each item beside its part when splitting items', () => {
    const lines = [
      { name: 'a', amount: 300 },
      { name: 'b', amount: 100 },
    ];
    expect(splitProportionallyBy(100, lines, (line) => line.amount)).toEqual([
      { item: lines[0], part: 75 },
      { item: lines[1], part: 25 },
    ]);
  });

  it('always gives non-negative parts that add up to the total, each within one unit of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: -1_000, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitProportionally(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const clamped = weights.map((weight) => Math.max(weight, 0));
          const weightSum = clamped.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            const share =
              weightSum === 0 ? total / weights.length : (total * (clamped[index] ?? 0)) / weightSum;
            expect(Math.abs(part - share)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
