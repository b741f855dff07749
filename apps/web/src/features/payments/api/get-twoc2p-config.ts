import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoC2pConfigRoute } from '@shop/contract/payments/twoc2p';
import { api } from '../../../lib/api-client';

/** The 2C2P gateway's public configuration, with the installment terms offered for `amount` (baht text). */
export const getTwoC2pConfig = async (amount: string, currency: 'THB' | 'USD') =>
  (await api.call(twoC2pConfigRoute, { query: { amount, currency_code: currency } })).data;

export const twoC2pConfigQueryOptions = (amount: string, currency: 'THB' | 'USD') =>
  queryOptions({
    queryKey: ['payments', 'twoc2p-config', amount, currency],
    queryFn: () => getTwoC2pConfig(amount, currency),
    staleTime: 10 * 60_000,
  });

export const useTwoC2pConfig = (amount: string, currency: 'THB' | 'USD', enabled: boolean) =>
  useQuery({ ...twoC2pConfigQueryOptions(amount, currency), enabled });
