import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminBankAccountsRoute } from '@shop/contract/admin/bank-accounts';
import { api } from '../../../lib/api-client';

export const listAdminBankAccounts = () => api.call(listAdminBankAccountsRoute, {});

export const adminBankAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'bank-accounts'], queryFn: listAdminBankAccounts });

export const useAdminBankAccounts = () => useQuery(adminBankAccountsQueryOptions());
