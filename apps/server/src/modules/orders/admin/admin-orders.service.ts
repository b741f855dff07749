import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { AdminOrderRow, adminOrderListQuerySchema } from '@shop/contract/admin/admin-orders';
import { shopDayRange } from '@shop/domain/calendar/shop-days';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderState } from '@shop/domain/orders/order-states';
import { refundState } from '@shop/domain/refunds/refund-state';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import {
  listAdminOrders,
  type AdminOrderFilter,
  type AdminOrderListRow,
  type AdminOrderSort,
} from './admin-orders.repository';

type ParsedListQuery = z.output<typeof adminOrderListQuerySchema>;
type FilterQuery = Pick<
  ParsedListQuery,
  'keyword' | 'state' | 'payment_method_id' | 'course_id' | 'from' | 'to'
>;

const notOnCalendar = (param: 'from' | 'to') =>
  new AppError(ErrorCode.INPUT_ERROR, {
    message: 'A date is not on the calendar',
    params: [{ param, message: 'must be a real date' }],
  });

/** The list's filters with its days turned into instants; a day not on the calendar is INPUT_ERROR. */
export const orderFilterOf = (query: FilterQuery): AdminOrderFilter => {
  if (shopDayRange(query.from, undefined) === null) throw notOnCalendar('from');
  const days = shopDayRange(query.from, query.to);
  if (days === null) throw notOnCalendar('to');
  return {
    keyword: query.keyword === '' ? undefined : query.keyword,
    state: query.state,
    paymentMethodId: query.payment_method_id,
    courseId: query.course_id,
    createdFrom: days.from,
    createdUntil: days.until,
  };
};

/** The sort asked for; newest first by default. */
export const orderSortOf = (sort: ParsedListQuery['sort']): AdminOrderSort =>
  // The contract's enum lets only ADMIN_ORDER_SORTS, with or without '-', through.
  parseAdminSort(sort as AdminOrderSort['field'] | undefined, { field: 'id', descending: true });

const nameOf = (buyer: { firstname: string; lastname: string; username: string }) =>
  `${buyer.firstname} ${buyer.lastname}`.trim() || buyer.username;

/** A list row as the back office reads it. */
export const toAdminOrderRow = (row: AdminOrderListRow): AdminOrderRow => ({
  id: row.order.id,
  order_token: row.order.orderToken,
  created_at: row.order.createdAt.toISOString(),
  buyer: {
    id: row.buyer.id,
    username: row.buyer.username,
    name: nameOf(row.buyer),
    email: row.order.contactEmail || row.buyer.email,
    phone: row.order.contactTel || row.buyer.tel,
  },
  amount_to_pay: row.order.total,
  currency: row.order.currency === 'USD' ? 'USD' : 'THB',
  payment_method: row.method
    ? { id: row.method.id, name: row.method.name, name_web: row.method.nameWeb }
    : null,
  state: row.order.status as OrderState,
  needs_review: row.order.status === 'pendingApproved' || row.hasFlaggedPayment,
  refund_state: refundState(row.lineCount, row.refundedLineCount),
});

/** One page of orders for the back office. */
export const listOrdersForAdmin = async (db: Queryable, query: ParsedListQuery) => {
  const { rows, total } = await listAdminOrders(db, orderFilterOf(query), orderSortOf(query.sort), {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { data: rows.map(toAdminOrderRow), total };
};
