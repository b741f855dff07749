/**
 * Names of the orders list's filters, as the address of the back-office page keeps them. Apart
 * from the schemas (`admin-orders.ts`), which the page loads with its first call instead of with
 * its code.
 */
export const ADMIN_ORDER_FILTER_NAMES = ['state', 'payment_method_id', 'course_id', 'from', 'to'] as const;
export type AdminOrderFilterName = (typeof ADMIN_ORDER_FILTER_NAMES)[number];

/** Where the CSV export of the orders is: a link the browser downloads, so the page needs no schema for it. */
export const ADMIN_ORDERS_EXPORT_PATH = '/api/admin/orders/export.csv';
