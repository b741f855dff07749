import { useEffect } from 'react';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CreateOrderResponse } from '@shop/contract/orders/order';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import type { Currency } from '@shop/domain/money/currency';
import type { TaxBuyer } from '@shop/domain/pricing/price-order-types';
import { checkoutSubmitBlockers } from '@shop/domain/checkout/submit-blockers';
import { useShippingAddresses } from '../api/list-shipping-addresses';
import type { CheckoutLine, CheckoutSelection } from '../lib/checkout-types';
import type { ChoicesKeeper } from '../lib/kept-choices';
import { orderRequestOf } from '../lib/order-request';
import type { PricingContext } from '../lib/price-input';
import { couponRefusals, pricingViewOf, rankedPromotionsOf } from '../lib/pricing-view';
import { useCheckoutSelection } from './use-checkout-selection';
import { useOrderErrors } from './use-order-errors';
import { usePlaceOrder } from './use-place-order';
import { usePricingSources } from './use-pricing-sources';

type Options = {
  /** THB, or the registration currency in layout four (spec 1 section 1). */
  currency?: Currency;
  layoutFour?: boolean;
  /** False while the lines themselves are loading (the cart page after sign-in); nothing is priced meanwhile. */
  linesReady?: boolean;
  /** The tax buyer from a form (a visitor registering), instead of the signed-in student's profile. */
  buyer?: TaxBuyer;
  onCreated?: (answer: CreateOrderResponse) => Promise<unknown>;
  /** Keeps the buyer's choices between visits (the cart page). */
  keeper?: ChoicesKeeper;
};

/**
 * One checkout over some lines: the buyer's choices, the price computed with the domain's
 * priceOrder exactly as the server computes it, the submit rules, and order creation once.
 */
export const useCheckout = (
  lines: readonly CheckoutLine[],
  user: SessionUser | null | undefined,
  options: Options = {},
) => {
  const sources = usePricingSources(lines, user, options.currency ?? 'THB');
  const { currency, settings } = sources;
  const ready = !sources.loading && (options.linesReady ?? true);
  const ranked = ready ? rankedPromotionsOf({ ...sources, lines, currency }) : null;
  const chooser = useCheckoutSelection({
    exclusive: settings?.is_use_coupon_or_oder ?? false,
    promotions: ranked,
    defaultPaymentMethodId: sources.methods[0]?.id ?? null,
    ...(options.keeper ? { keeper: options.keeper } : {}),
  });
  const { selection } = chooser;
  const addresses = useShippingAddresses(sources.signedIn && sources.addressRequired);
  const fee = sources.fees.find((option) => option.id === selection.feeOptionId);
  const shippingFee = sources.feeRequired && fee ? ((currency === 'USD' ? fee.fee_usd : fee.fee) ?? 0) : 0;
  const context: PricingContext | null =
    settings && ready
      ? { ...sources, settings, currency, lines, buyer: options.buyer ?? sources.buyer, shippingFee }
      : null;
  const view = context ? pricingViewOf(context, selection) : null;
  const priced = view?.result.ok ? view.result.value : null;
  const placer = usePlaceOrder({ currency, layoutFour: options.layoutFour, onCreated: options.onCreated });
  const { showRefusals } = useOrderErrors(currency);

  const defaultAddress = addresses.data?.find((address) => address.is_default);
  const { chooseAddress, restoring } = chooser;
  useEffect(() => {
    if (!restoring && selection.addressId === null && defaultAddress) chooseAddress(defaultAddress.id);
  }, [defaultAddress, selection.addressId, chooseAddress, restoring]);

  const delivery = { addressRequired: sources.addressRequired, feeRequired: sources.feeRequired };
  // One rule disables the order button and says why next to it.
  const submitBlockers = checkoutSubmitBlockers({
    cartEmpty: lines.length === 0,
    creatingOrder: placer.creating,
    coursesWithoutPlan: lines.filter((line) => line.planId === null).map((line) => line.courseId),
    paymentMethodChosen: selection.paymentMethodId !== null,
    // A visitor chooses a delivery address after signing in (spec 1 "next step select_address").
    addressRequired: sources.signedIn && sources.addressRequired,
    addressChosen: selection.addressId !== null,
    feeRequired: sources.feeRequired,
    feeChosen: selection.feeOptionId !== null,
  });

  /**
   * Creates the order from the current choices (`overrides`: choices made in the same step, such as
   * an address saved just before); false when it was refused (the reason is shown).
   */
  const placeOrder = async (overrides: Partial<CheckoutSelection> = {}): Promise<boolean> => {
    if (!view) return false;
    if (!view.result.ok) {
      showRefusals(view.result.refusals);
      return false;
    }
    const body = orderRequestOf(lines, view.result.value, { ...selection, ...overrides }, delivery);
    return placer.place(body);
  };

  return {
    sources,
    addresses: addresses.data ?? [],
    promotions: ranked ?? [],
    selection,
    chooser: {
      ...chooser,
      choosePaymentMethod: (methodId: number) => chooser.choosePaymentMethod(methodId, priced),
    },
    couponRefusalsFor: (coupon: Coupon) => (context ? couponRefusals(context, selection, coupon) : []),
    view,
    priced,
    submitBlockers,
    // The order button also waits until there is something to order: the session known, the
    // price computed from every source and the kept choices restored. A press before then did
    // nothing at all (seen when the light cart showed its button before the buyer's profile came).
    submitDisabled: submitBlockers.length > 0 || view === null || restoring || user === undefined,
    restoring,
    creating: placer.creating,
    hasOrder: placer.hasOrder,
    placeOrder,
    showRefusals,
  };
};

export type Checkout = ReturnType<typeof useCheckout>;
