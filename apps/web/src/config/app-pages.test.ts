import { describe, expect, it } from 'vitest';
import { isAppPage } from '@shop/contract/pages/app-pages';
import { paths, routePatterns } from './paths';

/** A concrete address of a router pattern: each parameter filled, optional ones left out. */
const addressOf = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? '12' : segment))
    .join('/') || '/';

describe('the pages the server knows the app has', () => {
  it('include every page of the router, so none of them answers 404', () => {
    const patterns = Object.values(routePatterns).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    for (const pattern of patterns) expect(isAppPage(addressOf(pattern)), pattern).toBe(true);
    expect(isAppPage('/payment')).toBe(true);
    expect(isAppPage(paths.admin.order(5))).toBe(true);
    expect(isAppPage(paths.admin.courseCurriculum(3))).toBe(true);
  });

  it('leave out addresses the router only catches with its not-found page', () => {
    for (const address of ['/no-such-page', '/myaccount', '/myaccount/student/order/1/x', '/cart/1/2']) {
      expect(isAppPage(address), address).toBe(false);
    }
  });
});
