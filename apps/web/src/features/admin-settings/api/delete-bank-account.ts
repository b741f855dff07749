import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminBankAccountRoute } from '@shop/contract/admin/bank-accounts';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminBankAccountsQueryOptions } from './list-admin-bank-accounts';

export const deleteBankAccount = (id: number) => api.call(deleteAdminBankAccountRoute, { params: { id } });

export const useDeleteBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminBankAccountsQueryOptions().queryKey });
      await refreshStorefront(queryClient);
    },
  });
};
