/** The checkout choices a cart keeps, as the rule of carrying them reads them. */
export type KeptChoices = {
  promotionId: number | null;
  couponIds: number[];
  paymentMethodId: number | null;
  withholdingRequested: boolean;
  withholdingPercent: number;
  shippingAddressId: number | null;
  shippingFeeOptionId: number | null;
};

/** A cart's choices before the buyer chose anything. */
export const NO_KEPT_CHOICES: KeptChoices = {
  promotionId: null,
  couponIds: [],
  paymentMethodId: null,
  withholdingRequested: false,
  withholdingPercent: 3,
  shippingAddressId: null,
  shippingFeeOptionId: null,
};

/**
 * The choices a user's cart keeps when a visitor's cart joins it at sign-in: what the buyer chose
 * as a visitor, moments before, wins where they chose something (coupons, a promotion, a payment
 * method, withholding); delivery stays the user's, since a visitor has no saved address.
 */
export const carriedChoices = <T extends KeptChoices>(visitor: KeptChoices, user: T): T => ({
  ...user,
  couponIds: visitor.couponIds.length > 0 ? visitor.couponIds : user.couponIds,
  promotionId: visitor.promotionId ?? user.promotionId,
  paymentMethodId: visitor.paymentMethodId ?? user.paymentMethodId,
  ...(visitor.withholdingRequested
    ? { withholdingRequested: true, withholdingPercent: visitor.withholdingPercent }
    : {}),
});
