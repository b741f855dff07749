/** The state of the checkout that can hold its order button back. */
export type CheckoutSubmitState = {
  cartEmpty: boolean;
  creatingOrder: boolean;
  /** Course ids of the lines whose plan is not chosen yet. */
  coursesWithoutPlan: readonly number[];
  paymentMethodChosen: boolean;
  addressRequired: boolean;
  addressChosen: boolean;
  feeRequired: boolean;
  feeChosen: boolean;
};

/** One thing that holds the order button back; the browser says it next to the button. */
export type SubmitBlocker =
  | { reason: 'cartEmpty' }
  | { reason: 'creatingOrder' }
  | { reason: 'planMissing'; courseId: number }
  | { reason: 'paymentMethodMissing' }
  | { reason: 'addressMissing' }
  | { reason: 'feeMissing' };

/**
 * Everything that holds the order button back, in the order the buyer meets it on the page (spec 1
 * section 4 lists the empty cart, the order being created, and a delivery address or a shipping
 * option that the order needs; a line without a plan and a missing payment method are refused by
 * every order, so they hold it back too). The button is disabled exactly when this is not empty.
 */
export const checkoutSubmitBlockers = (state: CheckoutSubmitState): SubmitBlocker[] => {
  if (state.cartEmpty) return [{ reason: 'cartEmpty' }];
  if (state.creatingOrder) return [{ reason: 'creatingOrder' }];
  const blockers: SubmitBlocker[] = state.coursesWithoutPlan.map((courseId) => ({
    reason: 'planMissing',
    courseId,
  }));
  if (!state.paymentMethodChosen) blockers.push({ reason: 'paymentMethodMissing' });
  if (state.addressRequired && !state.addressChosen) blockers.push({ reason: 'addressMissing' });
  if (state.feeRequired && !state.feeChosen) blockers.push({ reason: 'feeMissing' });
  return blockers;
};

/** Whether the checkout's order button is disabled: something holds it back. */
export const isCheckoutSubmitDisabled = (state: CheckoutSubmitState): boolean =>
  checkoutSubmitBlockers(state).length > 0;
