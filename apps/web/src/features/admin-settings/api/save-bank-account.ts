import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminBankAccountRoute,
  updateAdminBankAccountRoute,
  type BankAccountBody,
} from '@shop/contract/admin/bank-accounts';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminBankAccountsQueryOptions } from './list-admin-bank-accounts';

/** Adds an account (no id) or replaces one. */
export const saveBankAccount = async ({ id, body }: { id: number | null; body: BankAccountBody }) =>
  id === null
    ? (await api.call(createAdminBankAccountRoute, { body })).data
    : (await api.call(updateAdminBankAccountRoute, { params: { id }, body })).data;

export const useSaveBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminBankAccountsQueryOptions().queryKey });
      await refreshStorefront(queryClient);
    },
  });
};
