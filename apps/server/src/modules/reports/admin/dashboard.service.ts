import type { Dashboard } from '@shop/contract/admin/dashboard';
import { ORDER_STATES } from '@shop/domain/orders/order-states';
import { dailyTotals, type DayAmount } from '@shop/domain/reports/daily-totals';
import { lastShopDays, shopDayOf, shopMonthStartDay } from '@shop/domain/reports/shop-calendar';
import type { Database } from '../../../db/database';
import { countSlipChecks } from '../../payments/index';
import {
  bestSellers,
  countWaitingForReview,
  ordersByState,
  paidByDay,
  paidTotals,
  refundedTotals,
  type DaySpan,
} from './dashboard.repository';

const CHART_DAYS = 30;
const BEST_SELLERS = 10;

const asCurrency = (currency: string): DayAmount['currency'] => (currency === 'USD' ? 'USD' : 'THB');

const amounts = (rows: { currency: string; amount: number }[]) => ({
  THB: rows.filter((row) => asCurrency(row.currency) === 'THB').reduce((sum, row) => sum + row.amount, 0),
  USD: rows.filter((row) => asCurrency(row.currency) === 'USD').reduce((sum, row) => sum + row.amount, 0),
});

const paid = (rows: { currency: string; orders: number; amount: number }[]) => ({
  orders: rows.reduce((sum, row) => sum + row.orders, 0),
  amounts: amounts(rows),
});

/**
 * The dashboard's figures at `now`, on the shop's Bangkok calendar: an order is paid on the day
 * it was approved; refunds count on the day they were made. Read from the daily figures the
 * database keeps as orders change, never recounted from the orders.
 */
export const getDashboard = async (db: Database, now = new Date()): Promise<Dashboard> => {
  const today = shopDayOf(now);
  const monthStart = shopMonthStartDay(now);
  const days = lastShopDays(now, CHART_DAYS);
  const todaySpan: DaySpan = { firstDay: today, lastDay: today };
  const month: DaySpan = { firstDay: monthStart, lastDay: today };
  const chart: DaySpan = { firstDay: days[0] ?? today, lastDay: today };
  const [paidToday, paidMonth, refunded, waiting, states, sellers, byDay, slipChecks] = await Promise.all([
    paidTotals(db, todaySpan),
    paidTotals(db, month),
    refundedTotals(db, month),
    countWaitingForReview(db),
    ordersByState(db, month),
    bestSellers(db, monthStart, BEST_SELLERS),
    paidByDay(db, chart),
    countSlipChecks(db, monthStart),
  ]);
  return {
    today,
    month_start: monthStart,
    paid_today: paid(paidToday),
    paid_this_month: paid(paidMonth),
    refunded_this_month: amounts(refunded),
    waiting_for_review: waiting,
    slip_checks_this_month: slipChecks,
    orders_by_state: ORDER_STATES.map((status) => ({
      status,
      count: states.find((row) => row.status === status)?.count ?? 0,
    })),
    best_sellers: sellers.map((row) => ({
      course_id: row.courseId,
      title: row.title,
      units: row.units,
      amounts: { THB: row.thb, USD: row.usd },
    })),
    daily: dailyTotals(
      days,
      byDay.map((row) => ({ day: row.day, currency: asCurrency(row.currency), amount: row.amount })),
    ),
  };
};
