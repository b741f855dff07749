import type { Queryable } from '../../db/database';
import { addToOutbox } from './outbox-rows';

export const MAIL_KIND = 'mail';
/** The outbox kind of a LINE push; named here so the back office lists LINE messages beside mail. */
export const LINE_MESSAGE_KIND = 'line_message';

/** A mail in the outbox; see `addToOutbox` for the clock it is due by. */
export const insertOutboxMail = (
  db: Queryable,
  payload: Record<string, unknown>,
  availableAt: Date,
  dedupeKey: string | null = null,
): Promise<boolean> => addToOutbox(db, { kind: MAIL_KIND, payload, availableAt, dedupeKey });
