import { describe, expect, it } from 'vitest';
import {
  isShopDay,
  lastShopDays,
  shopDayEnd,
  shopDayOf,
  shopDayStart,
  shopDaysSpan,
  shopMonthStartDay,
} from './shop-calendar';

describe('the shop calendar (Asia/Bangkok)', () => {
  it.each([
    ['2026-03-31T16:59:59.999Z', '2026-03-31'],
    ['2026-03-31T17:00:00.000Z', '2026-04-01'],
    ['2025-12-31T17:00:00.000Z', '2026-01-01'],
  ])('puts the moment %s on the Bangkok day %s', (moment, day) => {
    expect(shopDayOf(new Date(moment))).toBe(day);
  });

  it('starts a day at midnight in Bangkok and ends it at the next midnight', () => {
    expect(shopDayStart('2026-04-01').toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(shopDayEnd('2026-04-01').toISOString()).toBe('2026-04-01T17:00:00.000Z');
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['yesterday', false],
  ])('knows whether %s is a real day', (day, expected) => {
    expect(isShopDay(day)).toBe(expected);
  });

  it('spans a range of days from the start of the first to the end of the last, open where a side is missing', () => {
    expect(shopDaysSpan('2026-04-01', '2026-04-02')).toEqual({
      start: new Date('2026-03-31T17:00:00.000Z'),
      end: new Date('2026-04-02T17:00:00.000Z'),
    });
    expect(shopDaysSpan(undefined, undefined)).toEqual({ start: null, end: null });
  });

  it('finds the first day of the Bangkok month, which begins while it is still the last day in UTC', () => {
    expect(shopMonthStartDay(new Date('2026-04-30T18:00:00Z'))).toBe('2026-05-01');
    expect(shopMonthStartDay(new Date('2026-04-30T16:00:00Z'))).toBe('2026-04-01');
  });

  it('lists the last days up to today, oldest first, across a month end', () => {
    expect(lastShopDays(new Date('2026-03-01T18:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastShopDays(new Date('2026-03-01T01:00:00Z'), 30)).toHaveLength(30);
  });
});
