import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountsRoute } from '@shop/contract/payments/bank-transfer';
import { api } from '../../../lib/api-client';

export const listBankAccounts = async () => (await api.call(bankAccountsRoute, {})).data;

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'bank-accounts'], queryFn: listBankAccounts, staleTime: 5 * 60_000 });

/** The shop's accounts a buyer transfers to, each with its PromptPay image. */
export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
