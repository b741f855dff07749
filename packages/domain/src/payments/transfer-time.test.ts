import { describe, expect, it } from 'vitest';
import { bangkokDateAndTime, isTransferInFuture, transferMoment } from './transfer-time';

describe('the moment of a bank transfer', () => {
  it('reads the typed date and time on the Bangkok calendar (UTC+7)', () => {
    expect(transferMoment('2026-11-23', '08:30:00')?.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(transferMoment('2026-11-23', '03:15:09')?.toISOString()).toBe('2026-11-22T20:15:09.000Z');
  });

  it.each([
    ['2026-02-30', '10:00:00'],
    ['2026-11-23', '24:00:00'],
    ['23/11/2026', '10:00:00'],
    ['2026-11-23', '10:00'],
  ])('refuses %s %s, which is not a real date and time', (date, time) => {
    expect(transferMoment(date, time)).toBeNull();
  });

  it('shows an instant as the Bangkok date and time', () => {
    expect(bangkokDateAndTime(new Date('2026-11-22T20:15:09Z'))).toEqual({
      date: '2026-11-23',
      time: '03:15:09',
    });
  });

  it('allows a phone clock ten minutes fast, and no more', () => {
    const now = new Date('2026-11-23T01:00:00Z');
    expect(isTransferInFuture(new Date('2026-11-23T01:10:00Z'), now)).toBe(false);
    expect(isTransferInFuture(new Date('2026-11-23T01:10:01Z'), now)).toBe(true);
  });
});
