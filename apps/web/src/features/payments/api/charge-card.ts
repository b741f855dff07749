import { useMutation, useQueryClient } from '@tanstack/react-query';
import { omiseCardChargeRoute, type OmiseCardChargeBody } from '@shop/contract/payments/omise';
import { api } from '../../../lib/api-client';

/** Charges a card token (never a card number) for the order's amount to pay. */
export const chargeCard = (body: OmiseCardChargeBody) => api.call(omiseCardChargeRoute, { body });

export const useChargeCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chargeCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
