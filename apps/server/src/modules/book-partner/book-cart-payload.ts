import { wirePrice } from '@shop/domain/pricing/amount-to-pay';

/** An order line as the partner reads it. */
export type BookCartLine = {
  courseId: number;
  courseTitle: string;
  pricingPlanId: number;
  quantity: number;
  unitPrice: number;
  net: number;
  freeBook: boolean;
  freeBookType: string | null;
};

/** The order facts the partner's cart call carries (amounts in minor units). */
export type BookCartOrder = {
  id: number;
  userId: number;
  email: string;
  subtotal: number;
  vat: number;
  vatIncluded: boolean;
  discount: number;
  total: number;
  currency: string;
  cancelAt: Date | null;
  createdAt: Date;
  shippingAddressId: number | null;
  shippingSnapshot: Record<string, unknown> | null;
};

/** 266430 -> "2664.30": the partner is told amounts in baht, exactly. */
const decimal = (minorUnits: number) =>
  `${String(Math.floor(minorUnits / 100))}.${String(minorUnits % 100).padStart(2, '0')}`;

/**
 * Spec 1 section 7's partner book-cart body: user_id, email, course_id, price, totalPrice,
 * discount, courses, cancel_at, order_at, shipping_address_id. Beside them the order id (the
 * partner's key for a repeat) and the address the book goes to, as the order froze it.
 */
export const bookCartPayload = (order: BookCartOrder, lines: readonly BookCartLine[]) => ({
  order_id: order.id,
  user_id: order.userId,
  email: order.email,
  course_id: lines.map((line) => line.courseId),
  // As the order request has it: price = subtotal + VAT (the subtotal when it holds the VAT), before the discount.
  price: decimal(wirePrice(order)),
  totalPrice: decimal(order.total),
  discount: decimal(order.discount),
  currency_code: order.currency,
  courses: lines.map((line) => ({
    course_id: line.courseId,
    course_name: line.courseTitle,
    pricingplan_id: line.pricingPlanId,
    qty: line.quantity,
    price: decimal(line.unitPrice),
    net: decimal(line.net),
    free_book: line.freeBook,
    free_book_type: line.freeBookType,
  })),
  cancel_at: order.cancelAt ? order.cancelAt.toISOString() : null,
  order_at: order.createdAt.toISOString(),
  shipping_address_id: order.shippingAddressId,
  shipping_address: order.shippingSnapshot,
});

export type BookCartPayload = ReturnType<typeof bookCartPayload>;
