import type { Queryable } from '../../db/database';
import { addToOutbox } from './outbox-rows';

export const MAIL_KIND = 'mail';

/** A mail in the outbox; see `addToOutbox` for the clock it is due by. */
export const insertOutboxMail = (
  db: Queryable,
  payload: Record<string, unknown>,
  availableAt: Date,
  dedupeKey: string | null = null,
): Promise<boolean> => addToOutbox(db, { kind: MAIL_KIND, payload, availableAt, dedupeKey });
