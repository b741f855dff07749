import type { App } from '../app';

export type OrderLineRequest = { courseId: number; planId: number; quantity?: number };

export type OrderRequest = {
  lines: OrderLineRequest[];
  paymentMethodId?: number | null;
  couponIds?: number[];
  promotionId?: number | null;
  currency?: 'THB' | 'USD';
  /** price = subtotal + VAT, as the client shows it. */
  price: number;
  discount?: number;
  shippingFee?: number;
  withholdingPrice?: number;
  shippingAddressId?: number | null;
  shippingFeeId?: number | null;
  withholding?: 3 | 1;
};

/** The body the checkout page posts, in the specification's field names. */
export const orderBody = (request: OrderRequest) => ({
  course_id: request.lines.map((line) => line.courseId),
  pricingplan_id: request.lines.map((line) => line.planId),
  quantity: request.lines.map((line) => line.quantity ?? 1),
  payment_method_id: request.paymentMethodId === undefined ? 1 : request.paymentMethodId,
  coupon_id: request.couponIds ?? [],
  promotion_id: request.promotionId ?? null,
  currency_code: request.currency ?? 'THB',
  price: request.price,
  discount: request.discount ?? 0,
  shipping_fee: request.shippingFee ?? 0,
  ...(request.withholdingPrice === undefined ? {} : { withholding_price: request.withholdingPrice }),
  shipping_address_id: request.shippingAddressId ?? null,
  shipping_fee_id: request.shippingFeeId ?? null,
  is_withholding: request.withholding !== undefined,
  withholding_percent: request.withholding ?? 3,
});

export const postOrder = (
  app: App,
  cookie: string,
  request: OrderRequest,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/private/cart/order',
    payload: orderBody(request),
    headers: { cookie, ...headers },
  });
