import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { courses, orderLines, orderRefundLines, orderRefunds, orders } from '../../../db/tables';

/** The order, locked: two refunds of one order run one after the other. */
export const lockOrderForRefund = async (tx: Transaction, orderId: number) =>
  (await tx.select().from(orders).where(eq(orders.id, orderId)).for('update'))[0] ?? null;

/** The order's lines with when each course starts, and which lines were refunded already. */
export const findRefundableLines = async (tx: Transaction, orderId: number) => {
  const lines = await tx
    .select({ line: orderLines, courseStartsAt: courses.startDate })
    .from(orderLines)
    .innerJoin(courses, eq(courses.id, orderLines.courseId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const refunded = await tx
    .select({ lineId: orderRefundLines.orderLineId })
    .from(orderRefundLines)
    .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
    .where(eq(orderLines.orderId, orderId));
  return { lines, refundedLineIds: refunded.map((row) => row.lineId) };
};

export type NewRefund = typeof orderRefunds.$inferInsert;
export type NewRefundLine = Omit<typeof orderRefundLines.$inferInsert, 'refundId'>;

/** The refund and its lines; answers the refund's id. */
export const insertRefund = async (tx: Transaction, refund: NewRefund, lines: readonly NewRefundLine[]) => {
  const [saved] = await tx.insert(orderRefunds).values(refund).returning({ id: orderRefunds.id });
  if (!saved) throw new Error('refund not inserted');
  await tx.insert(orderRefundLines).values(lines.map((line) => ({ ...line, refundId: saved.id })));
  return saved.id;
};
