import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import {
  claimDueBookCarts,
  markBookCartDelivered,
  markBookCartFailed,
  releaseBookCartClaims,
} from './book-partner-outbox';
import type { BookPartnerSettings } from './book-partner-settings';
import { sendBookCart } from './send-book-cart';

/** After this many failed tries a call stays in the outbox with its last error, for a person to look at. */
export const MAX_BOOK_CART_ATTEMPTS = 12;
const BATCH_SIZE = 20;
/** A call still leased after this (its worker died) is taken again; the partner sees the same idempotency key. */
const LEASE_MS = 5 * 60_000;

/** 1, 2, 4 ... minutes after each failure, at most 6 hours. */
export const bookCartRetryMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export type BookCartReport = { delivered: number; failed: number };

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn'>;
type ClaimedCart = Awaited<ReturnType<typeof claimDueBookCarts>>[number];

const sendOne = async (
  db: Database,
  settings: BookPartnerSettings,
  log: Log,
  row: ClaimedCart,
  clock: () => Date,
  report: BookCartReport,
) => {
  try {
    const { location } = await sendBookCart(settings, row.payload);
    await markBookCartDelivered(db, row.id, clock(), { ...row.payload, partner_location: location });
    log.info({ orderId: row.payload.order_id, location }, 'partner bookshop took the free-book cart');
    report.delivered += 1;
  } catch (error) {
    const retryAt = new Date(clock().getTime() + bookCartRetryMs(row.attempts));
    await markBookCartFailed(db, row.id, describeError(error), retryAt);
    log.warn(
      { err: error, orderId: row.payload.order_id, retryAt },
      'partner bookshop call failed; trying again later',
    );
    report.failed += 1;
  }
};

/**
 * Sends every due partner call, outside any transaction. A call the partner took is marked
 * delivered with the location it answered; one it refused or never answered is tried again later.
 * Once `stop` is aborted no further call starts: the one in hand finishes and the rest of the
 * batch goes back to the outbox, due at once.
 */
export const deliverBookCarts = async (
  db: Database,
  settings: BookPartnerSettings,
  log: Log,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<BookCartReport> => {
  const report: BookCartReport = { delivered: 0, failed: 0 };
  while (!stop?.aborted) {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const batch = await claimDueBookCarts(db, {
      now,
      leaseUntil,
      limit: BATCH_SIZE,
      maxAttempts: MAX_BOOK_CART_ATTEMPTS,
    });
    for (const [index, row] of batch.entries()) {
      if (stop?.aborted) {
        const unsent = batch.slice(index).map((unsentRow) => unsentRow.id);
        await releaseBookCartClaims(db, unsent, leaseUntil, clock());
        return report;
      }
      await sendOne(db, settings, log, row, clock, report);
    }
    if (batch.length < BATCH_SIZE) return report;
  }
  return report;
};
