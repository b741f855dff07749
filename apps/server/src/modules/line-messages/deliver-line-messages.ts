import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { countDeliveredOutboxRows, deliverDueOutbox, type OutboxReport } from '../mail/index';
import { getSiteSettings } from '../settings/index';
import { LINE_MESSAGE_KIND } from './enqueue-line-message';
import { pushLineText, type LinePushSettings } from './line-push';

dayjs.extend(utc);
dayjs.extend(timezone);

/** After this many failed tries a message stays in the outbox with its last error. */
export const MAX_LINE_ATTEMPTS = 10;
const BATCH_SIZE = 20;
const LEASE_MS = 2 * 60_000;

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn'>;

/** LINE counts a month in its own calendar; the shop's quota counts the shop's month, in Bangkok. */
const startOfShopMonth = (now: Date) => dayjs(now).tz('Asia/Bangkok').startOf('month').toDate();

/** The retry key LINE expects (a UUID), the same for every try of one outbox row. */
const retryKeyOf = (rowId: number) => {
  const hex = createHash('sha256')
    .update(`shop-line-message:${String(rowId)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Pushes every due LINE message, outside any transaction (rows claimed with SKIP LOCKED, so
 * several instances never push one twice). Past the month's quota the shop set, a message is
 * kept as `over_quota` and not pushed; one LINE refuses for good is kept with that outcome;
 * a failure is tried again later.
 */
export const deliverLineMessages = (
  db: Database,
  settings: LinePushSettings,
  log: Log,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<OutboxReport> =>
  deliverDueOutbox(
    db,
    {
      kind: LINE_MESSAGE_KIND,
      batchSize: BATCH_SIZE,
      leaseMs: LEASE_MS,
      maxAttempts: MAX_LINE_ATTEMPTS,
      send: async (row) => {
        const now = clock();
        const quota = (await getSiteSettings(db)).line_monthly_quota;
        if (quota !== null) {
          const used = await countDeliveredOutboxRows(db, LINE_MESSAGE_KIND, startOfShopMonth(now), 'sent');
          if (used >= quota) return { ...row.payload, status: 'over_quota' };
        }
        const status = await pushLineText(settings, {
          to: String(row.payload.to),
          text: String(row.payload.text),
          retryKey: retryKeyOf(row.id),
        });
        return { ...row.payload, status };
      },
      onFailure: (row, error, retryAt) => {
        log.warn({ err: error, outboxId: row.id, retryAt }, 'LINE push failed; trying again later');
      },
    },
    clock,
    stop,
  );
