import { exportAdminOrdersRoute, type AdminOrderExportQuery } from '@shop/contract/admin/admin-orders';
import { buildQuery } from '@shop/contract/http/api-client';

/**
 * The address of the CSV export of the orders the list shows (same keyword, filters and sort).
 * The browser downloads it itself: a large file streams to disk instead of through memory.
 */
export const exportOrdersUrl = (query: AdminOrderExportQuery) =>
  `${exportAdminOrdersRoute.path}${buildQuery(query)}`;
