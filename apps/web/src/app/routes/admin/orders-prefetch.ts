import type { QueryClient } from '@tanstack/react-query';
import { ignore } from '../../route-prefetch';
import type { AdminOrderListQuery } from '@shop/contract/admin/admin-orders';
import { ADMIN_ORDER_FILTER_NAMES } from '@shop/contract/admin/admin-order-names';
import { currentUserQueryOptions } from '../../../features/auth/api/current-user';
import { ordersQueryOptions } from '../../../features/admin-orders/api/list-orders';
import { adminListQueryOf, listQueryOf } from '../../../lib/admin-list-params';

/**
 * `/admin/orders`: the page of orders the address asks for, as soon as the session is an
 * administrator's, instead of after the back office's frame and then the page have loaded.
 */
export const prefetchOrders = async (client: QueryClient, request: Request) => {
  const user = await client.query(currentUserQueryOptions());
  if (!user?.roles.includes('admin')) return;
  const search = new URL(request.url).searchParams;
  const query = listQueryOf(
    adminListQueryOf(search, ADMIN_ORDER_FILTER_NAMES),
  ) as Partial<AdminOrderListQuery>;
  await client.query(ordersQueryOptions(query)).catch(ignore);
};
