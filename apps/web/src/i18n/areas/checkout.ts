import type { Widen } from '../widen';
import { accountEn, accountTh } from './checkout/account-texts';
import { cartEn, cartTh } from './checkout/cart-texts';
import { documentEn, documentTh } from './checkout/document-texts';
import { myAccountEn, myAccountTh } from './checkout/my-account-texts';
import { orderEn, orderTh } from './checkout/order-texts';

/** Texts of sign-in, registration, cart, checkout, payment step, thank-you and order pages. */
export const checkoutTh = {
  cartTitle: 'ตะกร้าสินค้า',
  ...accountTh,
  ...cartTh,
  ...orderTh,
  ...documentTh,
  ...myAccountTh,
};

export const checkoutEn: Widen<typeof checkoutTh> = {
  cartTitle: 'Your cart',
  ...accountEn,
  ...cartEn,
  ...orderEn,
  ...documentEn,
  ...myAccountEn,
};
