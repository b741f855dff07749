import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { outbox } from '../../db/tables';

export const MAIL_KIND = 'mail';

/**
 * `availableAt` is always written and compared with the server's clock, never the database's:
 * `now()` has microseconds, a JavaScript date only milliseconds, so a row written by the
 * database in the same millisecond would not yet look due.
 */
export const insertOutboxMail = async (
  db: Queryable,
  payload: Record<string, unknown>,
  availableAt: Date,
  dedupeKey: string | null = null,
): Promise<boolean> => {
  const inserted = await db
    .insert(outbox)
    .values({ kind: MAIL_KIND, payload, availableAt, dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
};

/**
 * Takes up to `limit` due mails for this worker: the rows are locked with SKIP LOCKED so two
 * instances never take the same row, and leased until `leaseUntil` so a worker that dies while
 * sending leaves them for another one.
 */
export const claimDueMail = async (
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
) => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, MAIL_KIND),
        isNull(outbox.deliveredAt),
        lte(outbox.availableAt, options.now),
        lt(outbox.attempts, options.maxAttempts),
      ),
    )
    .orderBy(asc(outbox.availableAt), asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ availableAt: options.leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, payload: outbox.payload, attempts: outbox.attempts });
};

/**
 * Gives back mails this worker claimed (with `leaseUntil`) but did not send, as they were: due
 * now, their try not counted. A worker that stops mid-batch calls it, so another instance sends
 * them at once instead of after the lease.
 */
export const releaseMailClaims = async (db: Queryable, ids: number[], leaseUntil: Date, now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ availableAt: now, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, ids), isNull(outbox.deliveredAt), eq(outbox.availableAt, leaseUntil)));
};

export const markMailDelivered = async (
  db: Queryable,
  id: number,
  deliveredAt: Date,
  payload: Record<string, unknown>,
) => {
  await db.update(outbox).set({ deliveredAt, payload, lastError: null }).where(eq(outbox.id, id));
};

export const markMailFailed = async (db: Queryable, id: number, error: string, retryAt: Date) => {
  await db.update(outbox).set({ lastError: error, availableAt: retryAt }).where(eq(outbox.id, id));
};
