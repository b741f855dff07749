import { describe, expect, it } from 'vitest';
import { dailyTotals } from './daily-totals';

describe('dailyTotals', () => {
  it('adds the amounts of each day per currency, zero on a day without payments, in the order of the days', () => {
    const totals = dailyTotals(
      ['2026-04-01', '2026-04-02', '2026-04-03'],
      [
        { day: '2026-04-03', currency: 'THB', amount: 150_00 },
        { day: '2026-04-01', currency: 'USD', amount: 20_00 },
        { day: '2026-04-03', currency: 'THB', amount: 50_00 },
      ],
    );

    expect(totals).toEqual([
      { day: '2026-04-01', THB: 0, USD: 20_00 },
      { day: '2026-04-02', THB: 0, USD: 0 },
      { day: '2026-04-03', THB: 200_00, USD: 0 },
    ]);
  });

  it('leaves out amounts of days that were not asked for', () => {
    expect(dailyTotals(['2026-04-02'], [{ day: '2026-04-01', currency: 'THB', amount: 1 }])).toEqual([
      { day: '2026-04-02', THB: 0, USD: 0 },
    ]);
  });
});
