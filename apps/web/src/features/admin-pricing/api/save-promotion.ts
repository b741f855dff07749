import {
  createAdminPromotionRoute,
  updateAdminPromotionRoute,
  type PromotionBody,
} from '@shop/contract/admin/discounts-promotions';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { ADMIN_PROMOTIONS_KEY } from './list-promotions';

export const savePromotion = async ({ id, body }: { id: number | null; body: PromotionBody }) =>
  id === null
    ? (await api.call(createAdminPromotionRoute, { body })).data
    : (await api.call(updateAdminPromotionRoute, { params: { id }, body })).data;

export const useSavePromotion = () =>
  useAdminMutation(savePromotion, { keys: () => [ADMIN_PROMOTIONS_KEY], then: refreshCatalogue });
