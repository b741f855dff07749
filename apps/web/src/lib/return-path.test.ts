import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/myaccount/student/order', '/myaccount/student/order'],
    ['/course/12-python?learn=true&lecture=3', '/course/12-python?learn=true&lecture=3'],
    ['/products#top', '/products#top'],
  ])('goes back to the shop path %j', (next, path) => {
    expect(returnPath(next)).toBe(path);
  });

  it.each([
    ['nothing', undefined],
    ['an empty path', ''],
    ['another site without a scheme', '//evil.com'],
    ['another site with a path', '//evil.com/cart'],
    ['another site with a scheme', 'https://evil.com'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a line break', '/\n/evil.com'],
    ['a relative path', 'cart'],
    ['the sign-in page itself', '/login?next=/cart'],
  ])('falls back to the home page for %s', (_name, next) => {
    expect(returnPath(next)).toBe('/');
  });
});
