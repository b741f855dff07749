import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step';

describe('the next step of an order', () => {
  it.each([
    ['approved', 'learn'],
    ['pendingApproved', 'wait-for-review'],
    ['notYetReceived', 'pay'],
    ['rejected', 'see-why'],
    ['cancelled', 'see-why'],
  ] as const)('after an order that is %s is to %s', (state, step) => {
    expect(nextStepOf(state)).toBe(step);
  });
});
