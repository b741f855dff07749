import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { deliverDueOutbox, type OutboxReport } from '../mail/index';
import { BOOK_CART_KIND } from './book-partner-outbox';
import type { BookPartnerSettings } from './book-partner-settings';
import { sendBookCart } from './send-book-cart';

/** After this many failed tries a call stays in the outbox with its last error, for a person to look at. */
export const MAX_BOOK_CART_ATTEMPTS = 12;
const BATCH_SIZE = 20;
/** A call still leased after this (its worker died) is taken again; the partner sees the same idempotency key. */
const LEASE_MS = 5 * 60_000;

export type BookCartReport = OutboxReport;

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Sends every due partner call, outside any transaction. A call the partner took is marked
 * delivered with the location it answered; one it refused or never answered is tried again later.
 * Once `stop` is aborted no further call starts: the one in hand finishes and the rest of the
 * batch goes back to the outbox, due at once.
 */
export const deliverBookCarts = (
  db: Database,
  settings: BookPartnerSettings,
  log: Log,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<BookCartReport> =>
  deliverDueOutbox(
    db,
    {
      kind: BOOK_CART_KIND,
      batchSize: BATCH_SIZE,
      leaseMs: LEASE_MS,
      maxAttempts: MAX_BOOK_CART_ATTEMPTS,
      send: async (row) => {
        const { location } = await sendBookCart(settings, row.payload);
        log.info({ orderId: row.payload.order_id, location }, 'partner bookshop took the free-book cart');
        return { ...row.payload, partner_location: location };
      },
      onFailure: (row, error, retryAt) => {
        log.warn(
          { err: error, orderId: row.payload.order_id, retryAt },
          'partner bookshop call failed; trying again later',
        );
      },
    },
    clock,
    stop,
  );
