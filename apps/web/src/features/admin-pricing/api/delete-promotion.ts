import { deleteAdminPromotionRoute } from '@shop/contract/admin/discounts-promotions';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { ADMIN_PROMOTIONS_KEY } from './list-promotions';

export const deletePromotion = (id: number) => api.call(deleteAdminPromotionRoute, { params: { id } });

export const useDeletePromotion = () =>
  useAdminMutation(deletePromotion, { keys: () => [ADMIN_PROMOTIONS_KEY], then: refreshCatalogue });
