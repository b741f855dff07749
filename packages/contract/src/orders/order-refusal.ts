import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';

/**
 * One refusal of `POST /private/cart/order` in `error.result`: the domain's refusal, and for
 * TIME_LEFT the unpaid order of the buyer's own that already holds the course.
 */
export type OrderRefusalWire = OrderRefusal & { orderId?: number };
