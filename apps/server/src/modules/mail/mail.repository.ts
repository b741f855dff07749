import type { Queryable } from '../../db/database';
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
