import { eq } from 'drizzle-orm';
import { formatAmount } from '@shop/domain/money/format-amount';
import type { Transaction } from '../../../db/database';
import { orders, users } from '../../../db/tables';
import { enqueueOrderLineMessage } from '../../line-messages/index';
import { enqueueMail, orderRefundedMail } from '../../mail/index';
import { readSettingsDocument, parseSettings } from '../../settings/index';
import { paymentFactsPort } from '../payment-facts-port';
export type RefundNotice = {
  refundId: number;
  orderId: number;
  amount: number;
  items: readonly string[];
  reason: string;
};

/**
 * Inside the refund's transaction: the buyer's `order:updated` socket message (their pages read
 * the order again) and the refund mail, both leaving after the commit through the outbox. The
 * mail is keyed by the refund, so it leaves once.
 */
export const noticeRefund = async (
  ctx: { tx: Transaction; publicUrl: string; now: Date },
  notice: RefundNotice,
) => {
  await paymentFactsPort.use().noticeOrderUpdate(ctx, notice.orderId);
  const [row] = await ctx.tx
    .select({ order: orders, email: users.email, firstname: users.firstname, username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, notice.orderId));
  if (!row) return;
  // Read in the transaction: on PGlite a read outside it would wait for it to end.
  const settings = parseSettings(await readSettingsDocument(ctx.tx));
  const currency = row.order.currency === 'USD' ? 'USD' : 'THB';
  const message = orderRefundedMail({
    to: row.order.contactEmail || row.email,
    name: row.firstname || row.username,
    shopTitle: settings.title,
    orderId: notice.orderId,
    amountText: `${formatAmount(notice.amount, currency, 'en')} ${currency}`,
    items: notice.items,
    reason: notice.reason,
    ordersLink: `${ctx.publicUrl}/myaccount/student/order`,
  });
  await enqueueMail(ctx.tx, message, ctx.now, `order_refunded:${String(notice.refundId)}`);
  await enqueueOrderLineMessage(ctx.tx, {
    userId: row.order.userId,
    topic: 'refunded',
    facts: {
      shopTitle: settings.title,
      orderId: notice.orderId,
      amountText: `${formatAmount(notice.amount, currency, 'en')} ${currency}`,
      reason: notice.reason,
      ordersLink: `${ctx.publicUrl}/myaccount/student/order`,
    },
    key: `order_refunded:${String(notice.refundId)}`,
    now: ctx.now,
  });
};
