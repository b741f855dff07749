import { describe, expect, it } from 'vitest';
import { payUntil } from './pay-until';

describe('the time to pay an order', () => {
  it("ends the shop's auto_cancel hours after it starts", () => {
    const from = new Date('2026-04-01T03:00:00.000Z');
    expect(payUntil(from, 48)).toEqual(new Date('2026-04-03T03:00:00.000Z'));
    expect(payUntil(from, 1)).toEqual(new Date('2026-04-01T04:00:00.000Z'));
  });
});
