import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courses, orderLines, users } from '../../db/tables';
import { addToOutbox, listOutboxRowsByKey } from '../mail/index';
import { bookCartPayload, type BookCartOrder } from './book-cart-payload';

/**
 * The order as the approval holds it, described here rather than imported: orders calls this
 * module, so this module does not depend on orders.
 */
type ApprovedOrder = Omit<BookCartOrder, 'email' | 'shippingSnapshot'> & {
  /** Empty when the buyer gave none at checkout: the account's address is used. */
  contactEmail: string;
  shippingSnapshot?: BookCartOrder['shippingSnapshot'] | undefined;
};

export const BOOK_CART_KIND = 'book_partner_cart';

/** The one call an order may ever cause: a second approval (or a second caller) queues nothing. */
export const bookCartKey = (orderId: number) => `${BOOK_CART_KIND}:${String(orderId)}`;

/**
 * Inside the transaction that approves an order, given the order as the approval left it: when
 * one of its courses comes with a free book, the partner's cart call is queued in the outbox with
 * the order as it is now. It leaves only if the approval commits, at most once per order. Answers
 * whether it queued one.
 */
export const queueBookCart = async (tx: Queryable, order: ApprovedOrder, now: Date): Promise<boolean> => {
  const orderId = order.id;
  const lines = await tx
    .select({
      courseId: orderLines.courseId,
      courseTitle: orderLines.courseTitle,
      pricingPlanId: orderLines.pricingPlanId,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      net: orderLines.net,
      freeBook: courses.freeBook,
      freeBookType: courses.freeBookType,
    })
    .from(orderLines)
    .innerJoin(courses, eq(courses.id, orderLines.courseId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  if (!lines.some((line) => line.freeBook)) return false;
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!row) return false;
  const payload = bookCartPayload(
    { ...order, email: order.contactEmail || row.email, shippingSnapshot: order.shippingSnapshot ?? null },
    lines,
  );
  return addToOutbox(tx, {
    kind: BOOK_CART_KIND,
    payload,
    availableAt: now,
    dedupeKey: bookCartKey(orderId),
  });
};

/** The calls queued for an order (tests, and an administrator looking for the partner's answer). */
export const listBookCartsOfOrder = (db: Queryable, orderId: number) =>
  listOutboxRowsByKey(db, bookCartKey(orderId));
