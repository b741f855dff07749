import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateAdminPaymentMethodsRoute,
  type PaymentMethodsBody,
} from '@shop/contract/admin/payment-methods';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminPaymentMethodsQueryOptions } from './list-admin-payment-methods';

export const arrangePaymentMethods = (body: PaymentMethodsBody) =>
  api.call(updateAdminPaymentMethodsRoute, { body });

/** Saves the whole list (order and switches); the answer replaces the cached list. */
export const useArrangePaymentMethods = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: arrangePaymentMethods,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminPaymentMethodsQueryOptions().queryKey, answer);
      await refreshStorefront(queryClient);
    },
  });
};
