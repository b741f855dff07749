import type { Widen } from '../widen';

/** Texts of sign-in, registration, cart, checkout, payment step, thank-you and order pages. */
export const checkoutTh = {
  cartTitle: 'ตะกร้าสินค้า',
};

export const checkoutEn: Widen<typeof checkoutTh> = {
  cartTitle: 'Your cart',
};
