import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminShippingFeesRoute } from '@shop/contract/admin/shipping-fees';
import { api } from '../../../lib/api-client';

export const listAdminShippingFees = () => api.call(listAdminShippingFeesRoute, {});

export const adminShippingFeesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'shipping-fees'], queryFn: listAdminShippingFees });

export const useAdminShippingFees = () => useQuery(adminShippingFeesQueryOptions());
