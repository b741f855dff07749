import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminPromotionRoute,
  updateAdminPromotionRoute,
  type PromotionBody,
} from '@shop/contract/admin/discounts-promotions';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { ADMIN_PROMOTIONS_KEY } from './list-promotions';

export const savePromotion = async ({ id, body }: { id: number | null; body: PromotionBody }) =>
  id === null
    ? (await api.call(createAdminPromotionRoute, { body })).data
    : (await api.call(updateAdminPromotionRoute, { params: { id }, body })).data;

export const useSavePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PROMOTIONS_KEY });
      await refreshCatalogue(queryClient);
    },
  });
};
