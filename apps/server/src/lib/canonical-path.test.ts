import { describe, expect, it } from 'vitest';
import { nonCanonicalPath } from './canonical-path';

describe('nonCanonicalPath', () => {
  it.each([
    '/',
    '/api/admin/bank-accounts',
    '/api/admin/orders?keyword=%61&page=2',
    '/course/12-%E0%B8%A0%E0%B8%B2%E0%B8%A9%E0%B8%B2',
    '/course/12-%e0%b8%a0%e0%b8%b2',
    '/uploads/slip%20photo.png',
    '/uploads/report%2520final.pdf',
    '/sandbox/omise/',
    '/public/courses?next=/a//b/../c',
    '/a.b/c..d/.e/~f',
  ])('takes %s as it is written', (target) => {
    expect(nonCanonicalPath(target)).toBeNull();
  });

  it.each([
    ['/api/%61dmin/bank-accounts', 'encoded-plain-character'],
    ['/api/admin/b%41nk-accounts', 'encoded-plain-character'],
    ['/%70rivate/cart/order', 'encoded-plain-character'],
    ['/api/admin/orders/%31', 'encoded-plain-character'],
    ['/api/admin%2Dx', 'encoded-plain-character'],
    ['/api%2fadmin/bank-accounts', 'encoded-separator'],
    ['/api%2Fadmin/bank-accounts', 'encoded-separator'],
    ['/api%5cadmin', 'encoded-separator'],
    ['/api/admin/%zz', 'bad-encoding'],
    ['/api/admin/%4', 'bad-encoding'],
    ['/api\\admin/bank-accounts', 'backslash'],
    ['//api/admin/bank-accounts', 'empty-segment'],
    ['/api//admin/bank-accounts', 'empty-segment'],
    ['/public/../api/admin/bank-accounts', 'dot-segment'],
    ['/public/./courses', 'dot-segment'],
    ['/public/courses/..', 'dot-segment'],
    ['/public/%2e%2e/api/admin', 'encoded-plain-character'],
    ['http://shop.example/api/admin', 'not-a-path'],
    ['*', 'not-a-path'],
  ])('refuses %s (%s)', (target, reason) => {
    expect(nonCanonicalPath(target)).toBe(reason);
  });
});
