// The first-view budgets `report-bundle.mjs` holds the build to, and the one rule that checks them.

/** Issue 14: the public pages (home, lists, course page, product). */
export const PUBLIC_PAGES_BUDGET = { kb: 200, scripts: 15 };

/**
 * Issue 27: the pages after the first one, opened from the address bar (the modules their
 * routes import before they render). `target` is the budget; `ceiling` is what the build
 * fails past today; `before` is what the same count gave before issue 27's work. Built on Ant
 * Design, these pages cannot reach the target yet (React, the router and the query cache, Ant
 * Design's core in the shop's theme and zod are about 240 KB before a single component): the
 * ceiling holds what was reached, with up to 3 % to spare (always below the page before) so that a fix elsewhere does not fail every
 * build over a few hundred bytes, so no change slips back far; it comes down to the target as
 * the pages leave Ant Design. (Measured after issue 27's defect fixes: cart 411.8 KB in 64,
 * payment step 346.4 in 47, lesson player 394.5 in 54, My courses 309.6 in 23, orders list 481.3
 * in 63.)
 */
export const PAGES_AFTER_THE_FIRST = [
  {
    name: 'cart',
    // Off Ant Design since 2026-11-28 (186.6 KB in 14): held to the target itself.
    modules: ['src/app/routes/account/cart-route.tsx'],
    target: { kb: 250, scripts: 15 },
    before: { kb: 429.8, scripts: 81 },
  },
  {
    name: 'payment step',
    // Off Ant Design since 2026-11-28 (172.4 KB in 14): held to the target itself.
    modules: ['src/app/routes/account/cart-order-route.tsx'],
    target: { kb: 250, scripts: 15 },
    before: { kb: 357.7, scripts: 61 },
  },
  {
    name: 'lesson player',
    // Off Ant Design since 2026-11-28 (178.0 KB in 14): held to the target itself.
    modules: ['src/app/routes/catalog/learn-route.tsx'],
    target: { kb: 250, scripts: 15 },
    before: { kb: 406.6, scripts: 67 },
  },
  {
    name: 'My courses',
    // Off Ant Design since 2026-11-28 (190.8 KB in 12): held to the target itself.
    modules: ['src/app/routes/account/my-courses-route.tsx'],
    target: { kb: 250, scripts: 15 },
    before: { kb: 318.7, scripts: 35 },
  },
  {
    name: "back office's orders list",
    // Off Ant Design but for its frame since 2026-11-28 (284.4 KB in 20; 426.6 in 52 before):
    // held to the target itself.
    modules: ['src/app/routes/admin/admin-layout.tsx', 'src/app/routes/admin/orders-route.tsx'],
    target: { kb: 450, scripts: 20 },
    before: { kb: 495.3, scripts: 77 },
  },
];

/** Whether a first view (`kb` as sent, `scripts` files) is within a budget. */
export const isWithin = (view, budget) => view.kb <= budget.kb && view.scripts <= budget.scripts;

/**
 * The pages whose first view the build refuses: past their ceiling (or past their target when
 * they have no ceiling). Answers one sentence per page, empty when every page holds.
 */
export const overBudget = (measured) =>
  measured
    .filter(({ view, page }) => !isWithin(view, page.ceiling ?? page.target))
    .map(({ view, page }) => {
      const limit = page.ceiling ?? page.target;
      return `${page.name}: ${view.kb.toFixed(1)} KB in ${String(view.scripts)} scripts, past ${String(limit.kb)} KB in ${String(limit.scripts)}`;
    });
