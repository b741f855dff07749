import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paySolutionsRoute, type PaySolutionsBody } from '@shop/contract/payments/paysolutions';
import { api } from '../../../lib/api-client';

/** Starts a Pay Solutions payment (method 13): the server answers the form to post to its page. */
export const startPaySolutionsPayment = (body: PaySolutionsBody) => api.call(paySolutionsRoute, { body });

export const useStartPaySolutionsPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPaySolutionsPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
