import { queryOptions, useQuery } from '@tanstack/react-query';
import { gbPrimeCardKeyRoute } from '@shop/contract/payments/gbprime';
import { api } from '../../../lib/api-client';

export const getGbPrimeCardKey = async () => {
  const { publicKey, apiUrl } = await api.call(gbPrimeCardKeyRoute, {});
  return { publicKey, apiUrl };
};

export const gbPrimeCardKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'gbprime-card-key'],
    queryFn: getGbPrimeCardKey,
    staleTime: 10 * 60_000,
  });

/** GB's public key and API address; read when the card form shows, so paying waits for nothing. */
export const useGbPrimeCardKey = () => useQuery(gbPrimeCardKeyQueryOptions());
