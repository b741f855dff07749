import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listWithholdingMissingRoute,
  listWithholdingReceivedRoute,
} from '@shop/contract/admin/tax-documents';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ADMIN_DOCUMENTS_KEY } from './list-admin-documents';

export type WithholdingListQuery = z.input<typeof listWithholdingMissingRoute.querystring>;
export type WithholdingState = 'missing' | 'received';

const ROUTES = { missing: listWithholdingMissingRoute, received: listWithholdingReceivedRoute } as const;

export const listWithholdingOrders = async (state: WithholdingState, query: WithholdingListQuery) => {
  const answer = await api.call(ROUTES[state], { query });
  return { data: answer.data, total: answer.total };
};

export const withholdingOrdersQueryOptions = (state: WithholdingState, query: WithholdingListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_DOCUMENTS_KEY, 'withholding', state, query],
    queryFn: () => listWithholdingOrders(state, query),
    placeholderData: keepPreviousData,
  });

/** Paid orders with withholding tax whose certificate is missing (oldest first) or received. */
export const useWithholdingOrders = (state: WithholdingState, query: WithholdingListQuery) =>
  useQuery(withholdingOrdersQueryOptions(state, query));
