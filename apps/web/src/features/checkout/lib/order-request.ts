import type { CreateOrderBody } from '@shop/contract/orders/order';
import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import type { CheckoutLine, CheckoutSelection } from './checkout-types';

type Delivery = { addressRequired: boolean; feeRequired: boolean };

/** The order request of spec 1 section 3 with the totals the browser computed; the server checks them. */
export const orderRequestOf = (
  lines: readonly CheckoutLine[],
  priced: PricedOrder,
  selection: CheckoutSelection,
  delivery: Delivery,
): CreateOrderBody => ({
  course_id: lines.map((line) => line.courseId),
  pricingplan_id: lines.map((line) => line.planId ?? -1),
  quantity: lines.map((line) => line.quantity),
  payment_method_id: selection.paymentMethodId,
  coupon_id: selection.coupons.map((coupon) => coupon.id),
  promotion_id: priced.promotion?.id ?? null,
  currency_code: priced.currency,
  price: priced.wire.price,
  discount: priced.wire.discount,
  shipping_fee: priced.wire.shipping_fee,
  withholding_price: priced.wire.withholding_price,
  shipping_address_id: delivery.addressRequired ? selection.addressId : null,
  shipping_fee_id: delivery.feeRequired ? selection.feeOptionId : null,
  is_withholding: priced.withholdingPercent !== null,
  withholding_percent: priced.withholdingPercent ?? selection.withholding.percent,
});
