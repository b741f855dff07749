import {
  createAdminBankAccountRoute,
  updateAdminBankAccountRoute,
  type BankAccountBody,
} from '@shop/contract/admin/bank-accounts';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminBankAccountsQueryOptions } from './list-admin-bank-accounts';

/** Adds an account (no id) or replaces one. */
export const saveBankAccount = async ({ id, body }: { id: number | null; body: BankAccountBody }) =>
  id === null
    ? (await api.call(createAdminBankAccountRoute, { body })).data
    : (await api.call(updateAdminBankAccountRoute, { params: { id }, body })).data;

export const useSaveBankAccount = () =>
  useAdminMutation(saveBankAccount, {
    keys: () => [adminBankAccountsQueryOptions().queryKey],
    then: refreshStorefront,
  });
