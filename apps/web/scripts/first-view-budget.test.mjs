import { describe, expect, it } from 'vitest';
import { overBudget, PAGES_AFTER_THE_FIRST } from './first-view-budget.mjs';

const pageNamed = (name) => {
  const found = PAGES_AFTER_THE_FIRST.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no budget for ${name}`);
  return found;
};

describe('first-view budgets of the pages after the first one', () => {
  it('holds the cart, the payment step, the lessons and My courses to 250 KB in 15 scripts, and the orders list to 450 KB in 20', () => {
    expect(PAGES_AFTER_THE_FIRST.map(({ name, target }) => [name, target.kb, target.scripts])).toEqual([
      ['cart', 250, 15],
      ['payment step', 250, 15],
      ['lesson player', 250, 15],
      ['My courses', 250, 15],
      ["back office's orders list", 450, 20],
    ]);
  });

  it('keeps every ceiling below what the page downloaded before issue 27, in KB and in scripts', () => {
    // A ceiling at or above the old figures would let the build pass with the splitting undone.
    for (const { name, ceiling, before, target } of PAGES_AFTER_THE_FIRST) {
      const limit = ceiling ?? target;
      expect(limit.kb, name).toBeLessThan(before.kb);
      expect(limit.scripts, name).toBeLessThan(before.scripts);
      expect(limit.kb, name).toBeGreaterThanOrEqual(target.kb);
    }
  });

  it('refuses the build when a page downloads more than its ceiling, in KB or in scripts', () => {
    const cart = pageNamed('cart');
    const limit = cart.ceiling ?? cart.target;
    expect(overBudget([{ page: cart, view: { kb: limit.kb + 0.1, scripts: 10 } }])).toEqual([
      `cart: ${(limit.kb + 0.1).toFixed(1)} KB in 10 scripts, past ${String(limit.kb)} KB in ${String(limit.scripts)}`,
    ]);
    expect(overBudget([{ page: cart, view: { kb: 100, scripts: limit.scripts + 1 } }])).toHaveLength(1);
  });

  it('lets the build pass when every page is within its limit', () => {
    const within = PAGES_AFTER_THE_FIRST.map((page) => ({
      page,
      view: { kb: (page.ceiling ?? page.target).kb, scripts: (page.ceiling ?? page.target).scripts },
    }));
    expect(overBudget(within)).toEqual([]);
  });

  it('falls back to the target for a page that has reached it and has no ceiling', () => {
    const reached = { name: 'cart', modules: [], target: { kb: 250, scripts: 15 } };
    expect(overBudget([{ page: reached, view: { kb: 251, scripts: 12 } }])).toHaveLength(1);
    expect(overBudget([{ page: reached, view: { kb: 249, scripts: 15 } }])).toEqual([]);
  });
});
