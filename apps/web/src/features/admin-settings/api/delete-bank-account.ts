import { deleteAdminBankAccountRoute } from '@shop/contract/admin/bank-accounts';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminBankAccountsQueryOptions } from './list-admin-bank-accounts';

export const deleteBankAccount = (id: number) => api.call(deleteAdminBankAccountRoute, { params: { id } });

export const useDeleteBankAccount = () =>
  useAdminMutation(deleteBankAccount, {
    keys: () => [adminBankAccountsQueryOptions().queryKey],
    then: refreshStorefront,
  });
