import type { SaveCartSelectionBody } from '@shop/contract/cart/cart';
import type { SentChoices } from './cart.service';

/** The choices in a `PUT /public/cart/selection` body, in the cart's words. */
export const sentChoicesOf = (body: SaveCartSelectionBody): SentChoices => ({
  promotionId: body.promotion_id,
  couponIds: body.coupons_id,
  paymentMethodId: body.paymentmethod_id,
  withholdingRequested: body.is_withholding,
  withholdingPercent: body.withholding_percent,
  shippingAddressId: body.shipping_address_id,
  shippingFeeOptionId: body.shipping_fee_id,
});
