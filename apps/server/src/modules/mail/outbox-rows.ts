import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { outbox } from '../../db/tables';

/**
 * Adds a row of any kind (mail, a socket message, a partner's call) to the outbox, in the
 * caller's transaction; a row whose `dedupeKey` is already there is not added again. Answers
 * whether it was added. `availableAt` is always the server's clock, never the database's: `now()`
 * has microseconds, a JavaScript date only milliseconds, so a row written by the database in the
 * same millisecond would not yet look due.
 */
export const addToOutbox = async (
  db: Queryable,
  row: { kind: string; payload: Record<string, unknown>; availableAt: Date; dedupeKey?: string | null },
): Promise<boolean> => {
  const inserted = await db
    .insert(outbox)
    .values({
      kind: row.kind,
      payload: row.payload,
      availableAt: row.availableAt,
      dedupeKey: row.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
};

/** Removes delivered rows that keep nothing worth reading (socket messages). */
export const removeFromOutbox = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length > 0) await db.delete(outbox).where(inArray(outbox.id, [...ids]));
};

/** The outbox rows under one key (a partner's call of an order), for whoever queued them. */
export const listOutboxRowsByKey = (db: Queryable, dedupeKey: string) =>
  db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));

/**
 * Delivered rows of one kind since a moment whose kept payload has `status` (LINE pushes counted
 * against the month's quota).
 */
export const countDeliveredOutboxRows = async (db: Queryable, kind: string, since: Date, status: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, kind),
        gte(outbox.deliveredAt, since),
        sql`${outbox.payload}->>'status' = ${status}`,
      ),
    );
  return row?.value ?? 0;
};
