import { describe, expect, it } from 'vitest';
import { isOnSale } from './on-sale';

const now = new Date('2026-11-21T05:00:00Z');

describe('isOnSale', () => {
  it('sells a published course with no end of publication, or one that ends later', () => {
    expect(isOnSale({ status: 'published', endPublish: null }, now)).toBe(true);
    expect(isOnSale({ status: 'published', endPublish: new Date('2026-11-21T05:00:01Z') }, now)).toBe(true);
  });

  it('does not sell a draft, a hidden course, or one whose publication ended at or before now', () => {
    expect(isOnSale({ status: 'draft', endPublish: null }, now)).toBe(false);
    expect(isOnSale({ status: 'hidden', endPublish: null }, now)).toBe(false);
    expect(isOnSale({ status: 'published', endPublish: now }, now)).toBe(false);
  });
});
