import type { AdminOrderExportQuery } from '@shop/contract/admin/admin-orders';
import { ADMIN_ORDERS_EXPORT_PATH } from '@shop/contract/admin/admin-order-names';
import { buildQuery } from '@shop/contract/http/api-client';

/**
 * The address of the CSV export of the orders the list shows (same keyword, filters and sort).
 * The browser downloads it itself: a large file streams to disk instead of through memory.
 */
export const exportOrdersUrl = (query: AdminOrderExportQuery) =>
  `${ADMIN_ORDERS_EXPORT_PATH}${buildQuery(query)}`;
