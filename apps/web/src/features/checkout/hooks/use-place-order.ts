import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateOrderBody, CreateOrderResponse } from '@shop/contract/orders/order';
import type { Currency } from '@shop/domain/money/currency';
import { paths } from '../../../config/paths';
import { toMajor, trackEcommerce, type AnalyticsItem } from '../../../lib/analytics';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useCreateOrder } from '../api/create-order';
import { createAttemptKeys } from '../lib/idempotency-key';
import { useOrderErrors } from './use-order-errors';

/** Router state the payment step reads: the layout-four purchase hides "notify later". */
export type PaymentStepState = { layoutFour?: boolean };

type Options = {
  currency: Currency;
  layoutFour?: boolean;
  /** Runs once the order exists, before leaving the page (e.g. empty the cart). */
  onCreated?: (answer: CreateOrderResponse) => Promise<unknown>;
};

/**
 * Creates the order exactly once (spec 1 section 4): one Idempotency-Key per attempt, and once an
 * order exists a second press goes straight to its next step. A free order goes to the thank-you
 * page (or the orders page when the shop has none); any other to the payment step.
 */
export const usePlaceOrder = ({ currency, layoutFour = false, onCreated }: Options) => {
  const createOrder = useCreateOrder();
  const [keyFor] = useState(createAttemptKeys);
  const created = useRef<CreateOrderResponse | null>(null);
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const { showError } = useOrderErrors(currency);

  const goOn = (answer: CreateOrderResponse) => {
    const order = answer.order_detail;
    if (order.total === 0) {
      void navigate(
        settings.data?.is_thank_you_page === false ? paths.myOrders() : paths.thankYou(order.order_token),
      );
      return;
    }
    const state: PaymentStepState = { layoutFour };
    void navigate(paths.cartOrder(answer.orderId), { state });
  };

  const place = async (body: CreateOrderBody, items: AnalyticsItem[]): Promise<boolean> => {
    if (created.current) {
      goOn(created.current);
      return true;
    }
    try {
      const answer = await createOrder.mutateAsync({ body, idempotencyKey: keyFor(body) });
      created.current = answer;
      const order = answer.order_detail;
      if (order.payment_status === 'approved') {
        trackEcommerce('purchase', {
          currency: order.currency_code,
          value: toMajor(order.total),
          transaction_id: order.order_token,
          tax: toMajor(order.vat),
          shipping: toMajor(order.shipping_fee),
          items,
          ...(order.coupon_list_code.length > 0 ? { coupon: order.coupon_list_code.join(',') } : {}),
        });
      }
      await onCreated?.(answer).catch(() => undefined);
      goOn(answer);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return { place, creating: createOrder.isPending, hasOrder: () => created.current !== null };
};
