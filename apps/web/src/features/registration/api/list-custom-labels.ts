import { queryOptions, useQuery } from '@tanstack/react-query';
import { customLabelsRoute } from '@shop/contract/accounts/registration-form';
import { api } from '../../../lib/api-client';

export const listCustomLabels = async () =>
  (await api.call(customLabelsRoute, {})).data.toSorted((a, b) => a.order_label - b.order_label);

export const customLabelsQueryOptions = () =>
  queryOptions({ queryKey: ['custom-labels'], queryFn: listCustomLabels, staleTime: 5 * 60_000 });

/** The shop's extra registration fields, in form order. */
export const useCustomLabels = () => useQuery(customLabelsQueryOptions());
