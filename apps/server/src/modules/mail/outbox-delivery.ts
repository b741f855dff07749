import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { outbox } from '../../db/tables';

/** An outbox row taken for one try: `attempts` counts this try. */
export type ClaimedOutboxRow = { id: number; payload: Record<string, unknown>; attempts: number };

export type OutboxReport = { delivered: number; failed: number };

/** How the rows of one kind leave the outbox (mail, the partner bookshop's calls). */
export type OutboxDelivery = {
  kind: string;
  batchSize: number;
  /** Long enough for the slowest send; a row still leased after this (its worker died) is taken again. */
  leaseMs: number;
  /** After this many failed tries a row stays in the outbox with its last error, for a person to look at. */
  maxAttempts: number;
  /** Sends one row; answers the payload the delivered row keeps. Throws when it was not delivered. */
  send(row: ClaimedOutboxRow): Promise<Record<string, unknown>>;
  /** Hears of each failed try and when the next one is due. */
  onFailure?(row: ClaimedOutboxRow, error: unknown, retryAt: Date): void;
};

/** 1, 2, 4 ... minutes after each failure, at most 6 hours. */
export const outboxRetryMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/**
 * Takes up to `limit` due rows of `kind` for this worker: the rows are locked with SKIP LOCKED so
 * two instances never take the same row, and leased until `leaseUntil` so a worker that dies
 * while sending leaves them for another one. `availableAt` is always the server's clock, never
 * the database's: `now()` has microseconds, a JavaScript date only milliseconds.
 */
const claimDueOutboxRows = (
  db: Database,
  kind: string,
  options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<ClaimedOutboxRow[]> => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, kind),
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
 * Gives back rows this worker claimed (with `leaseUntil`) but did not send, as they were: due
 * now, their try not counted. A worker that stops mid-batch calls it, so another instance sends
 * them at once instead of after the lease.
 */
const releaseOutboxClaims = async (db: Queryable, ids: number[], leaseUntil: Date, now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ availableAt: now, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, ids), isNull(outbox.deliveredAt), eq(outbox.availableAt, leaseUntil)));
};

/** The outcome of one try: delivered (keeping `payload`), or failed with its error and the next try's time. */
const recordOutcome = async (
  db: Queryable,
  id: number,
  outcome: { deliveredAt: Date; payload: Record<string, unknown> } | { error: string; retryAt: Date },
) => {
  const changes =
    'deliveredAt' in outcome
      ? { deliveredAt: outcome.deliveredAt, payload: outcome.payload, lastError: null }
      : { lastError: outcome.error, availableAt: outcome.retryAt };
  await db.update(outbox).set(changes).where(eq(outbox.id, id));
};

const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

const tryOne = async (
  db: Database,
  delivery: OutboxDelivery,
  row: ClaimedOutboxRow,
  clock: () => Date,
  report: OutboxReport,
) => {
  try {
    const kept = await delivery.send(row);
    await recordOutcome(db, row.id, { deliveredAt: clock(), payload: kept });
    report.delivered += 1;
  } catch (error) {
    const retryAt = new Date(clock().getTime() + outboxRetryMs(row.attempts));
    await recordOutcome(db, row.id, { error: describeError(error), retryAt });
    delivery.onFailure?.(row, error, retryAt);
    report.failed += 1;
  }
};

/**
 * Sends every due row of one kind, batch by batch, outside any transaction. Once `stop` is
 * aborted no further send starts: the one in hand finishes, and the rest of the batch goes back
 * to the outbox, due at once.
 */
export const deliverDueOutbox = async (
  db: Database,
  delivery: OutboxDelivery,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<OutboxReport> => {
  const report: OutboxReport = { delivered: 0, failed: 0 };
  while (!stop?.aborted) {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + delivery.leaseMs);
    const batch = await claimDueOutboxRows(db, delivery.kind, {
      now,
      leaseUntil,
      limit: delivery.batchSize,
      maxAttempts: delivery.maxAttempts,
    });
    for (const [index, row] of batch.entries()) {
      if (stop?.aborted) {
        const unsent = batch.slice(index).map((unsentRow) => unsentRow.id);
        await releaseOutboxClaims(db, unsent, leaseUntil, clock());
        return report;
      }
      await tryOne(db, delivery, row, clock, report);
    }
    if (batch.length < delivery.batchSize) return report;
  }
  return report;
};
