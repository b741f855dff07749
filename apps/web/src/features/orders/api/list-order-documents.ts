import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDocumentsRoute } from '@shop/contract/documents/tax-documents';
import { api } from '../../../lib/api-client';
import { MY_ORDERS_KEY } from './list-my-orders';

export const listOrderDocuments = async (orderId: number) =>
  (await api.call(orderDocumentsRoute, { params: { id: orderId } })).data;

export const orderDocumentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, orderId, 'documents'],
    queryFn: () => listOrderDocuments(orderId),
  });

/**
 * A paid order's tax invoice or receipt, credit notes, and where its withholding certificate
 * stands. Its key sits under the buyer's orders, so whatever refreshes them refreshes it too.
 */
export const useOrderDocuments = (orderId: number) => useQuery(orderDocumentsQueryOptions(orderId));
