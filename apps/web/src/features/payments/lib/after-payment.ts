import { paths } from '../../../config/paths';

/** Spec 2's redirect delays: 0.5 s, and 1 s to the order list after a completed report or card payment. */
export const REDIRECT_DELAY_MS = 500;
export const ORDERS_DELAY_MS = 1_000;

/** Where a buyer goes after paying, and after how long. */
export type AfterPayment = { path: string; delayMs: number };

type AfterPaymentInput = {
  /** The site's `is_thank_you_page`; unknown (settings not loaded) counts as on, the default. */
  isThankYouPage: boolean | undefined;
  /** The order token for `/thankyou?orderId=`; null sends to `/thankyou` without a query. */
  orderToken: string | null;
  /** Delay before the order list when there is no thank-you page. */
  ordersDelayMs: number;
};

/** The thank-you page after 0.5 s when the shop has one, else the order list after `ordersDelayMs`. */
export const afterPayment = ({
  isThankYouPage,
  orderToken,
  ordersDelayMs,
}: AfterPaymentInput): AfterPayment =>
  isThankYouPage === false
    ? { path: paths.myOrders(), delayMs: ordersDelayMs }
    : { path: paths.thankYou(orderToken ?? undefined), delayMs: REDIRECT_DELAY_MS };
