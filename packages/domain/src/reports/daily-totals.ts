import type { Currency } from '../money/currency';

/** What was paid on one shop day in one currency (minor units). */
export type DayAmount = { day: string; currency: Currency; amount: number };

/** One day of the dashboard's chart: the amounts paid in each currency, kept apart. */
export type DayTotals = { day: string; THB: number; USD: number };

/**
 * The paid amounts of every day asked for, in the order given: a day nothing was paid on is a
 * zero, so the chart has no gaps; amounts of days not asked for are left out.
 */
export const dailyTotals = (days: readonly string[], amounts: readonly DayAmount[]): DayTotals[] => {
  const byDay = new Map<string, DayTotals>(days.map((day) => [day, { day, THB: 0, USD: 0 }]));
  for (const { day, currency, amount } of amounts) {
    const totals = byDay.get(day);
    if (totals) totals[currency] += amount;
  }
  return [...byDay.values()];
};
