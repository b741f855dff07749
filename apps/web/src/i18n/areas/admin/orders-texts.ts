import type { Widen } from '../../widen';
import { orderListEn, orderListTh } from './order-list-texts';
import { orderPageEn, orderPageTh } from './order-page-texts';
import { orderPaymentsEn, orderPaymentsTh } from './order-payments-texts';

/** Texts of the back office's orders, order page, refunds and review queue, one file per screen. */
export const ordersTh = {
  orders: { ...orderListTh, ...orderPageTh, ...orderPaymentsTh },
};

export const ordersEn: Widen<typeof ordersTh> = {
  orders: { ...orderListEn, ...orderPageEn, ...orderPaymentsEn },
};
