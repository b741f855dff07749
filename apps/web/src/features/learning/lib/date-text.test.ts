import { describe, expect, it } from 'vitest';
import { dateTimeText } from './date-text';

describe("a homework's or a quiz attempt's moment", () => {
  it("is written in Thailand's time, whatever the clock of the machine that writes it", () => {
    // 18:30 UTC is half past one in the morning in Bangkok, the next day.
    expect(dateTimeText('2026-11-28T18:30:00Z', 'en')).toBe('29 Nov 2026, 01:30');
    expect(dateTimeText('2026-11-28T18:30:00Z', 'th')).toBe('29 พ.ย. 2569 01:30');
  });
});
