const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isAmount = (value: unknown) => typeof value === 'string' && /^\d{1,12}\.\d{2}$/.test(value);
const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The cart call's fields the partner needs (spec 1 section 7), or the first one that is wrong. */
export const parseBookCart = (
  body: unknown,
):
  | { ok: true; orderId: number; email: string; courses: unknown[]; shippingAddress: unknown }
  | { ok: false; field: string } => {
  const cart = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const checks: [string, boolean][] = [
    ['order_id', isWhole(cart.order_id)],
    ['user_id', isWhole(cart.user_id)],
    ['email', typeof cart.email === 'string' && cart.email.includes('@')],
    [
      'course_id',
      Array.isArray(cart.course_id) && cart.course_id.length > 0 && cart.course_id.every(isWhole),
    ],
    ['price', isAmount(cart.price)],
    ['totalPrice', isAmount(cart.totalPrice)],
    ['discount', isAmount(cart.discount)],
    ['courses', Array.isArray(cart.courses) && cart.courses.length > 0],
    ['cancel_at', cart.cancel_at === null || isInstant(cart.cancel_at)],
    ['order_at', isInstant(cart.order_at)],
    ['shipping_address_id', cart.shipping_address_id === null || isWhole(cart.shipping_address_id)],
  ];
  const wrong = checks.find(([, isValid]) => !isValid);
  if (wrong) return { ok: false, field: wrong[0] };
  return {
    ok: true,
    orderId: cart.order_id as number,
    email: cart.email as string,
    courses: cart.courses as unknown[],
    shippingAddress: cart.shipping_address ?? null,
  };
};
