import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateOrderBody, CreateOrderResponse } from '@shop/contract/orders/order';
import type { Currency } from '@shop/domain/money/currency';
import { paths } from '../../../config/paths';
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

  const place = async (body: CreateOrderBody): Promise<boolean> => {
    if (created.current) {
      goOn(created.current);
      return true;
    }
    try {
      const answer = await createOrder.mutateAsync({ body, idempotencyKey: keyFor(body) });
      created.current = answer;
      // An order approved at once (a free one) is reported as a purchase by the thank-you page
      // or the order list it leads to, as every approved order is (`useReportPurchases`).
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
