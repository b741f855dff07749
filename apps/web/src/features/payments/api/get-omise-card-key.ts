import { queryOptions, useQuery } from '@tanstack/react-query';
import { omiseCardKeyRoute } from '@shop/contract/payments/omise';
import { api } from '../../../lib/api-client';

export const getOmiseCardKey = async () => {
  const { publicKey, vaultUrl } = await api.call(omiseCardKeyRoute, {});
  return { publicKey, vaultUrl };
};

export const omiseCardKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'omise-card-key'],
    queryFn: getOmiseCardKey,
    staleTime: 10 * 60_000,
  });

/** The Omise public key and vault address; read when the card form shows, so paying waits for nothing. */
export const useOmiseCardKey = () => useQuery(omiseCardKeyQueryOptions());
