import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminPaymentMethodsRoute } from '@shop/contract/admin/payment-methods';
import { api } from '../../../lib/api-client';

export const listPaymentMethodOptions = async () =>
  (await api.call(listAdminPaymentMethodsRoute, {})).data.map((method) => ({
    value: method.id,
    label: `${String(method.id)} · ${method.name_web || method.name}`,
  }));

export const paymentMethodOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'payment-methods', 'options'], queryFn: listPaymentMethodOptions });

/** The shop's payment methods, for a coupon's payment-method scope. */
export const usePaymentMethodOptions = () => useQuery(paymentMethodOptionsQueryOptions());
