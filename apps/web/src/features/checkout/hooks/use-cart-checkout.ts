import { useEffect, useMemo, useRef, useState } from 'react';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CartItem } from '@shop/contract/cart/cart';
import type { CreateOrderResponse } from '@shop/contract/orders/order';
import { planPrice } from '@shop/domain/pricing/plan-price';
import { currentLocale } from '../../../lib/texts';
import { checkoutLineOf, linesSignature } from '../lib/cart-lines';
import type { ChoicesKeeper } from '../lib/kept-choices';
import { planChoices, type PlanChoice } from '../lib/plan-options';
import { useBeginCheckout } from './use-begin-checkout';
import { useCheckout } from './use-checkout';

type Options = {
  /** False while the cart itself is loading (after sign-in the user's cart replaces the visitor's). */
  cartReady: boolean;
  /** A visitor pressed order: show the login-or-register modal. */
  onNeedSignIn: () => void;
  onCreated: (answer: CreateOrderResponse) => Promise<unknown>;
  /** Keeps the buyer's choices in the cart on the server. */
  keeper: ChoicesKeeper;
  /** The order was refused: the cart is read again, so what no longer holds is dropped with why. */
  onRefused: () => void;
};

/**
 * The checkout of the cart page. A visitor who orders signs in or registers first; then the
 * order is created if the cart is still what they saw, or they choose a delivery address first
 * when the order needs one (spec 1 "next step create_order or select_address").
 */
export const useCartCheckout = (
  items: readonly CartItem[],
  user: SessionUser | null | undefined,
  options: Options,
) => {
  const lines = useMemo(() => items.map(checkoutLineOf), [items]);
  const checkout = useCheckout(lines, user, {
    onCreated: options.onCreated,
    linesReady: options.cartReady,
    keeper: options.keeper,
  });
  const { sources } = checkout;
  const pending = useRef<string | null>(null);
  // After signing in, an order that needs a delivery address asks for it here and then goes on.
  const [isAskingAddress, setAskingAddress] = useState(false);
  const orderOnceAddressed = useRef(false);
  useBeginCheckout(lines, checkout.priced);

  const viewer = { isLoggedIn: sources.signedIn, ownedCourseIds: sources.ownedCourseIds };
  // A renewal plan reaches the cart only from a course page that offered it to this owner, so the
  // line keeps it among its choices; the server decides again when the order is made.
  const isRenewing = (courseId: number) => {
    const chosen = items.find((item) => item.course_id === courseId)?.priecingplan_id;
    return sources.plans.some((plan) => plan.id === chosen && plan.pricingType === 'renew');
  };
  const planOptions = (courseId: number): PlanChoice[] =>
    planChoices(
      sources.plans,
      courseId,
      { ...viewer, canRenew: isRenewing(courseId) },
      sources.currency,
      currentLocale(),
    );
  const lineAmount = (item: CartItem): number | null => {
    const plan = sources.plans.find((candidate) => candidate.id === item.priecingplan_id);
    const price = plan ? planPrice(plan, sources.currency) : null;
    return price === null ? null : price * item.qty;
  };

  const { onRefused } = options;
  const { view } = checkout;
  const placeOrder = async () => {
    if (!(await checkout.placeOrder())) onRefused();
  };

  /** The buyer is signing in or registering from the cart: the order goes on once they are. */
  const continueAfterSignIn = () => {
    pending.current = linesSignature(lines);
  };

  const submit = () => {
    if (!sources.signedIn) {
      continueAfterSignIn();
      options.onNeedSignIn();
      return;
    }
    void placeOrder();
  };

  const { selection, chooser } = checkout;
  const addressGiven = (addressId: number) => {
    setAskingAddress(false);
    orderOnceAddressed.current = true;
    chooser.chooseAddress(addressId);
  };
  useEffect(() => {
    if (!orderOnceAddressed.current || selection.addressId === null) return;
    orderOnceAddressed.current = false;
    void placeOrder();
  }, [selection.addressId, placeOrder]);

  const ready =
    options.cartReady && sources.signedIn && !sources.loading && !checkout.restoring && view !== null;
  useEffect(() => {
    if (!ready || pending.current === null) return;
    const unchanged = pending.current === linesSignature(lines);
    pending.current = null;
    if (!unchanged) return;
    // A new account has no address yet: ask for it in place rather than leave the buyer a warning.
    if (sources.addressRequired && selection.addressId === null) setAskingAddress(true);
    else void placeOrder();
  }, [ready, lines, sources.addressRequired, selection.addressId, placeOrder]);

  return {
    lines,
    checkout,
    planOptions,
    lineAmount,
    submit,
    continueAfterSignIn,
    address: { isAsking: isAskingAddress, given: addressGiven, cancel: () => setAskingAddress(false) },
  };
};
