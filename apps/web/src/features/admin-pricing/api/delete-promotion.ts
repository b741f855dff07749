import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminPromotionRoute } from '@shop/contract/admin/discounts-promotions';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { ADMIN_PROMOTIONS_KEY } from './list-promotions';

export const deletePromotion = (id: number) => api.call(deleteAdminPromotionRoute, { params: { id } });

export const useDeletePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PROMOTIONS_KEY });
      await refreshCatalogue(queryClient);
    },
  });
};
