import { describe, expect, it } from 'vitest';
import {
  checkoutSubmitBlockers,
  isCheckoutSubmitDisabled,
  type CheckoutSubmitState,
  type SubmitBlocker,
} from './submit-blockers';

const ready: CheckoutSubmitState = {
  cartEmpty: false,
  creatingOrder: false,
  coursesWithoutPlan: [],
  paymentMethodChosen: true,
  addressRequired: true,
  addressChosen: true,
  feeRequired: true,
  feeChosen: true,
};

describe('checkoutSubmitBlockers', () => {
  it.each<[string, Partial<CheckoutSubmitState>, SubmitBlocker[]]>([
    ['everything is chosen', {}, []],
    [
      'nothing needs shipping',
      { addressRequired: false, addressChosen: false, feeRequired: false, feeChosen: false },
      [],
    ],
    [
      'the cart is empty, whatever else is missing',
      { cartEmpty: true, paymentMethodChosen: false },
      [{ reason: 'cartEmpty' }],
    ],
    ['the order is being created', { creatingOrder: true }, [{ reason: 'creatingOrder' }]],
    [
      'two lines have no plan',
      { coursesWithoutPlan: [4, 9] },
      [
        { reason: 'planMissing', courseId: 4 },
        { reason: 'planMissing', courseId: 9 },
      ],
    ],
    ['no payment method is chosen', { paymentMethodChosen: false }, [{ reason: 'paymentMethodMissing' }]],
    ['a required address is not chosen', { addressChosen: false }, [{ reason: 'addressMissing' }]],
    ['a required fee option is not chosen', { feeChosen: false }, [{ reason: 'feeMissing' }]],
    [
      'a plan, the address and the shipping option are all missing',
      { coursesWithoutPlan: [2], addressChosen: false, feeChosen: false },
      [{ reason: 'planMissing', courseId: 2 }, { reason: 'addressMissing' }, { reason: 'feeMissing' }],
    ],
  ])('when %s, names what holds the order back', (_name, overrides, blockers) => {
    const state = { ...ready, ...overrides };

    expect(checkoutSubmitBlockers(state)).toEqual(blockers);
    expect(isCheckoutSubmitDisabled(state)).toBe(blockers.length > 0);
  });
});
