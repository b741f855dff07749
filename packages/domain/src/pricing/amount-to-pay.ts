/** The wire fields of a priced order (spec 2 section 3 "Order (read for payment)"). */
export type OrderWireAmounts = {
  price: number;
  discount: number;
  shipping_fee: number;
  withholding_price: number;
};

/** What the buyer pays: price - discount + shipping_fee - withholding_price (minor units). */
export const amountToPay = (order: OrderWireAmounts): number =>
  order.price - order.discount + order.shipping_fee - order.withholding_price;
