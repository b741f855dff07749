import type { CartChoices, SaveCartSelectionBody } from '@shop/contract/cart/cart';
import { couponFromWire } from '@shop/contract/catalog/to-domain';
import type { CheckoutSelection } from './checkout-types';

/** The checkout choices a cart keeps on the server, for whose cart (`key`); null while it loads. */
export type KeptChoices = { key: string; choices: CartChoices } | null;

/** Where the cart page keeps the buyer's choices: read back on load, written on every change. */
export type ChoicesKeeper = {
  kept: KeptChoices;
  keep: (selection: CheckoutSelection) => void;
};

/** The selection as the cart kept it. */
export const selectionOfKept = (choices: CartChoices): CheckoutSelection => ({
  promotionId: choices.promotion_id,
  coupons: choices.coupons.map(couponFromWire),
  paymentMethodId: choices.payment_method_id,
  withholding: { requested: choices.is_withholding, percent: choices.withholding_percent },
  addressId: choices.shipping_address_id,
  feeOptionId: choices.shipping_fee_id,
});

/** What of a selection the cart keeps, as one comparable text (so an unchanged selection is not sent again). */
export const keptPartOf = (selection: CheckoutSelection): string =>
  JSON.stringify([
    selection.promotionId,
    selection.coupons.map((coupon) => coupon.id),
    selection.paymentMethodId,
    selection.withholding.requested,
    selection.withholding.percent,
    selection.addressId,
    selection.feeOptionId,
  ]);

/** The selection as `PUT /public/cart/selection` takes it (the cart's owner is added by the cart). */
export const keptChoicesBody = (
  selection: CheckoutSelection,
): Omit<SaveCartSelectionBody, 'generate_id'> => ({
  promotion_id: selection.promotionId,
  coupons_id: selection.coupons.map((coupon) => coupon.id),
  paymentmethod_id: selection.paymentMethodId,
  is_withholding: selection.withholding.requested,
  withholding_percent: selection.withholding.percent,
  shipping_address_id: selection.addressId,
  shipping_fee_id: selection.feeOptionId,
});
