import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { OPEN_ATTEMPT_STATES } from '@shop/domain/payments/attempt-states';
import { NOT_FOUND_AT_PROVIDER } from '@shop/domain/payments/payment-look-up';
import type { Database, Queryable } from '../../db/database';
import { paymentAttemptLogs, paymentAttempts, paymentNotifications } from '../../db/tables';
import type { ProviderLogEntry } from './payment-provider';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
type NewAttempt = typeof paymentAttempts.$inferInsert;

export const insertAttempt = async (db: Queryable, values: NewAttempt): Promise<AttemptRow> => {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  if (!row) throw new Error('attempt not inserted');
  return row;
};

export const findAttempt = async (db: Queryable, id: number): Promise<AttemptRow | null> => {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
};

/** Locks the attempt for a settlement, so two messages about it are decided one after the other. */
export const lockAttempt = async (db: Queryable, id: number): Promise<AttemptRow | null> => {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row ?? null;
};

export const findAttemptByRef = async (db: Queryable, provider: string, providerRef: string) => {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef)));
  return row ?? null;
};

/** Answers the attempt as it now is, or null when there is no such attempt. */
export const updateAttempt = async (
  db: Queryable,
  id: number,
  changes: Partial<NewAttempt>,
): Promise<AttemptRow | null> => {
  const [row] = await db.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id)).returning();
  return row ?? null;
};

/** Records the provider's reference once; a reference already there is never replaced. */
export const recordProviderRef = async (db: Queryable, id: number, providerRef: string) => {
  await db
    .update(paymentAttempts)
    .set({ providerRef })
    .where(and(eq(paymentAttempts.id, id), isNull(paymentAttempts.providerRef)));
};

/** The newest attempt of each order. */
export const findLatestAttempts = async (
  db: Queryable,
  orderIds: number[],
): Promise<Map<number, AttemptRow>> => {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([paymentAttempts.orderId])
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.orderId, orderIds))
    .orderBy(paymentAttempts.orderId, desc(paymentAttempts.id));
  return new Map(rows.map((row) => [row.orderId, row]));
};

export const listAttemptsOfOrder = (db: Queryable, orderId: number) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));

/** Open attempts of an order (created, pending or unknown), newest first. */
export const findOpenAttempts = (db: Queryable, orderId: number) =>
  db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.state, OPEN_ATTEMPT_STATES)))
    .orderBy(desc(paymentAttempts.id));

export const appendPaymentLog = async (
  db: Queryable,
  entry: ProviderLogEntry & { attemptId: number | null; provider: string },
) => {
  await db.insert(paymentAttemptLogs).values({
    attemptId: entry.attemptId,
    provider: entry.provider,
    kind: entry.kind,
    summary: entry.summary.slice(0, 500),
    httpStatus: entry.httpStatus ?? null,
    // A body is kept whole up to 64 KB: enough for any provider message, not a way to fill the disk.
    body: (entry.body ?? '').slice(0, 65_536),
  });
};

export const listPaymentLogs = (db: Queryable, attemptId: number) =>
  db
    .select()
    .from(paymentAttemptLogs)
    .where(eq(paymentAttemptLogs.attemptId, attemptId))
    .orderBy(asc(paymentAttemptLogs.id));

/**
 * Claims a provider's event id; false when it was already received. Concurrent deliveries of one
 * event meet on the primary key, so exactly one of them goes on.
 */
export const claimNotification = async (
  db: Queryable,
  provider: string,
  eventId: string,
  attemptId: number | null,
): Promise<boolean> => {
  const claimed = await db
    .insert(paymentNotifications)
    .values({ provider, eventId, attemptId })
    .onConflictDoNothing()
    .returning({ eventId: paymentNotifications.eventId });
  return claimed.length > 0;
};

const INQUIRY_BATCH = 20;

/** How long the reconciler keeps looking for a payment its provider did not list. */
const LATE_LOOK_UPS_FOR_MS = 24 * 60 * 60_000;

/**
 * The attempts the reconciler asks about: the open ones, and for a day those failed because the
 * provider listed no payment for them (a provider running later than its usual lag).
 */
const toAskAbout = (now: Date) =>
  or(
    inArray(paymentAttempts.state, OPEN_ATTEMPT_STATES),
    and(
      eq(paymentAttempts.state, 'failed'),
      eq(paymentAttempts.failureCode, NOT_FOUND_AT_PROVIDER),
      gt(paymentAttempts.createdAt, new Date(now.getTime() - LATE_LOOK_UPS_FOR_MS)),
    ),
  );

/**
 * Takes the attempts to ask about whose next inquiry is due and pushes their next one out (the backoff),
 * in one short transaction, so several instances never ask about the same attempt at once and
 * no provider is ever called while rows are locked.
 */
export const claimAttemptsToInquire = async (db: Database, now: Date, nextAt: (count: number) => Date) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id, inquiryCount: paymentAttempts.inquiryCount })
      .from(paymentAttempts)
      .where(and(toAskAbout(now), lte(paymentAttempts.nextInquiryAt, now)))
      .orderBy(asc(paymentAttempts.nextInquiryAt))
      .limit(INQUIRY_BATCH)
      .for('update', { skipLocked: true });
    const claimed: AttemptRow[] = [];
    for (const row of due) {
      const [updated] = await tx
        .update(paymentAttempts)
        .set({
          nextInquiryAt: nextAt(row.inquiryCount + 1),
          inquiryCount: sql`${paymentAttempts.inquiryCount} + 1`,
        })
        .where(eq(paymentAttempts.id, row.id))
        .returning();
      if (updated) claimed.push(updated);
    }
    return claimed;
  });

/**
 * Takes money set aside whose refund is due and pushes its next try out, in one short
 * transaction, so several instances never ask a provider for the same refund at once.
 */
export const claimRefundsDue = async (db: Database, now: Date, nextTryAt: Date) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.state, 'flagged'), lte(paymentAttempts.refundDueAt, now)))
      .orderBy(asc(paymentAttempts.refundDueAt))
      .limit(INQUIRY_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(paymentAttempts)
      .set({ refundDueAt: nextTryAt })
      .where(
        inArray(
          paymentAttempts.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

/** Gives back claimed attempts a stopping reconciler did not ask about: due now, the inquiry not counted. */
export const releaseInquiryClaims = async (db: Queryable, ids: number[], now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(paymentAttempts)
    .set({ nextInquiryAt: now, inquiryCount: sql`${paymentAttempts.inquiryCount} - 1` })
    .where(and(inArray(paymentAttempts.id, ids), toAskAbout(now)));
};
