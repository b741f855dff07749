import { describe, expect, it } from 'vitest';
import { matchRoutePattern } from './match-route-pattern';

describe('matchRoutePattern', () => {
  it.each([
    ['/omise/charges', '/omise/charges', true],
    ['/omise/charges', '/omise/charges/', true],
    ['/omise/charges/:id', '/omise/charges/chrg_test_1', true],
    ['/omise/charges/:id', '/omise/charges', false],
    ['/omise/charges/:id', '/omise/charges/chrg_test_1/expire', false],
    ['/omise/charges', '/omise/sources', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchRoutePattern(pattern, path)).toBe(expected);
  });
});
