import { deleteAdminShippingFeeRoute } from '@shop/contract/admin/shipping-fees';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminShippingFeesQueryOptions } from './list-admin-shipping-fees';

export const deleteShippingFee = (id: number) => api.call(deleteAdminShippingFeeRoute, { params: { id } });

export const useDeleteShippingFee = () =>
  useAdminMutation(deleteShippingFee, {
    keys: () => [adminShippingFeesQueryOptions().queryKey],
    then: refreshStorefront,
  });
