import {
  createAdminShippingFeeRoute,
  updateAdminShippingFeeRoute,
  type ShippingFeeBody,
} from '@shop/contract/admin/shipping-fees';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminShippingFeesQueryOptions } from './list-admin-shipping-fees';

/** Adds an option (no id) or replaces one. */
export const saveShippingFee = async ({ id, body }: { id: number | null; body: ShippingFeeBody }) =>
  id === null
    ? (await api.call(createAdminShippingFeeRoute, { body })).data
    : (await api.call(updateAdminShippingFeeRoute, { params: { id }, body })).data;

export const useSaveShippingFee = () =>
  useAdminMutation(saveShippingFee, {
    keys: () => [adminShippingFeesQueryOptions().queryKey],
    then: refreshStorefront,
  });
