import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminShippingFeeRoute } from '@shop/contract/admin/shipping-fees';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminShippingFeesQueryOptions } from './list-admin-shipping-fees';

export const deleteShippingFee = (id: number) => api.call(deleteAdminShippingFeeRoute, { params: { id } });

export const useDeleteShippingFee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingFee,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminShippingFeesQueryOptions().queryKey });
      await refreshStorefront(queryClient);
    },
  });
};
