import { describe, expect, it } from 'vitest';
import { shopDateTime, shopDayRange } from './shop-days';

describe('shopDayRange', () => {
  it('covers whole Bangkok days, the last one included', () => {
    expect(shopDayRange('2026-03-01', '2026-03-02')).toEqual({
      from: new Date('2026-02-28T17:00:00Z'),
      until: new Date('2026-03-02T17:00:00Z'),
    });
  });

  it('leaves an end open when it is not given', () => {
    expect(shopDayRange(undefined, '2026-03-01')).toEqual({
      from: undefined,
      until: new Date('2026-03-01T17:00:00Z'),
    });
    expect(shopDayRange('2026-03-01', undefined)).toEqual({
      from: new Date('2026-02-28T17:00:00Z'),
      until: undefined,
    });
    expect(shopDayRange(undefined, undefined)).toEqual({ from: undefined, until: undefined });
  });

  it.each([
    ['2026-02-30', undefined],
    [undefined, '2026-13-01'],
  ])('refuses a day that is not on the calendar (%s, %s)', (from, to) => {
    expect(shopDayRange(from, to)).toBeNull();
  });
});

describe('shopDateTime', () => {
  it('writes an instant as the Bangkok date and time', () => {
    expect(shopDateTime(new Date('2026-02-28T17:30:05Z'))).toBe('2026-03-01 00:30:05');
  });
});
