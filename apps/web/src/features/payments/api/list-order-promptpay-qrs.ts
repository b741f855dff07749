import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPromptPayQrsRoute } from '@shop/contract/payments/promptpay-account';
import { api } from '../../../lib/api-client';
import { ORDER_FOR_PAYMENT_KEY } from './get-order-for-payment';

export const listOrderPromptPayQrs = async (orderId: number) =>
  (await api.call(orderPromptPayQrsRoute, { params: { id: orderId } })).data;

// Under the payment step's key: `order:updated` refreshes it with the order (a paid order has none).
export const orderPromptPayQrsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDER_FOR_PAYMENT_KEY, orderId, 'promptpay'],
    queryFn: () => listOrderPromptPayQrs(orderId),
    retry: false,
  });

/** A PromptPay QR per shop account with a PromptPay id, locked to this order's amount. */
export const useOrderPromptPayQrs = (orderId: number) => useQuery(orderPromptPayQrsQueryOptions(orderId));
