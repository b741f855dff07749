import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminPaymentMethodsRoute } from '@shop/contract/admin/payment-methods';
import { api } from '../../../lib/api-client';

export const listAdminPaymentMethods = () => api.call(listAdminPaymentMethodsRoute, {});

export const adminPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'payment-methods'], queryFn: listAdminPaymentMethods });

export const useAdminPaymentMethods = () => useQuery(adminPaymentMethodsQueryOptions());
