import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { outbox } from '../../db/tables';
import { addToOutbox, removeFromOutbox } from '../mail/index';

const REALTIME_KIND = 'realtime';
const BATCH = 100;

export type RealtimeMessage = { userId: number; event: string; payload: unknown };

/**
 * Puts a socket message in the outbox inside the caller's transaction, so a change that rolls
 * back is never announced and one that commits always is (docs/design.md, "Payments").
 */
export const enqueueRealtime = async (tx: Queryable, message: RealtimeMessage, now: Date) => {
  await addToOutbox(tx, { kind: REALTIME_KIND, payload: { ...message }, availableAt: now });
};

const asMessage = (payload: Record<string, unknown>): RealtimeMessage | null =>
  typeof payload.userId === 'number' && typeof payload.event === 'string'
    ? { userId: payload.userId, event: payload.event, payload: payload.payload }
    : null;

/**
 * Emits every due socket message and removes it, batch by batch. Rows are taken with SKIP
 * LOCKED, so with several instances each message is emitted by one of them; socket.io's Redis
 * adapter then carries it to the instance that holds the buyer's socket. Once `stop` is aborted
 * no further batch is taken (a batch is one short transaction: nothing stays claimed).
 */
export const deliverRealtime = async (
  db: Database,
  emit: (message: RealtimeMessage) => void,
  now: Date,
  stop?: AbortSignal,
): Promise<number> => {
  let delivered = 0;
  while (!stop?.aborted) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id, payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.kind, REALTIME_KIND), lte(outbox.availableAt, now)))
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const message = asMessage(row.payload);
        if (message) emit(message);
      }
      await removeFromOutbox(
        tx,
        due.map((row) => row.id),
      );
      return due.length;
    });
    delivered += count;
    if (count < BATCH) return delivered;
  }
  return delivered;
};
