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

/** What `price` on the wire is made of: the lines before discounts, and the VAT with `vatIncluded` saying where it is. */
export type PriceParts = { subtotal: number; vat: number; vatIncluded: boolean };

/**
 * The wire `price` of an order: its subtotal, which already holds the VAT when the shop's prices
 * include it, else the subtotal plus the VAT (so price - discount + shipping - withholding is
 * always the amount to pay).
 */
export const wirePrice = (order: PriceParts): number =>
  order.vatIncluded ? order.subtotal : order.subtotal + order.vat;
