import { queryOptions, useQuery } from '@tanstack/react-query';
import { originBanksRoute } from '@shop/contract/payments/bank-transfer';
import { api } from '../../../lib/api-client';

export const listOriginBanks = async () => (await api.call(originBanksRoute, {})).data;

export const originBanksQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'origin-banks'], queryFn: listOriginBanks, staleTime: 60 * 60_000 });

/** The 24 banks a buyer may transfer from. */
export const useOriginBanks = () => useQuery(originBanksQueryOptions());
