import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager-pages';

describe('pagerPages', () => {
  it('shows every page of a short list', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages, a gap and the last near the start', () => {
    expect(pagerPages(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerPages(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the pages around the current one in the middle', () => {
    expect(pagerPages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerPages(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerPages(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows the last pages near the end', () => {
    expect(pagerPages(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps at most seven entries', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        expect(pagerPages(current, last).length).toBeLessThanOrEqual(7);
      }
    }
  });
});
