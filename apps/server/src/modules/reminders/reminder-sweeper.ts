import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { repeatInBackground, type BackgroundLoop } from '../../lib/repeat-in-background';
import { queueDueAccessReminders } from './access-reminders';
import { queueDueUnpaidReminders } from './unpaid-order-reminders';

export type ReminderSweeper = BackgroundLoop;

/**
 * Queues the reminders that are due every few minutes, on every instance: each reminder is keyed,
 * so two instances sweeping at the same moment queue it once. A reminder is a day's news, so a
 * sweep every ten minutes is soon enough.
 */
export const startReminderSweeper = (options: {
  db: Database;
  config: Config;
  logger: Logger;
  intervalMs?: number;
}): ReminderSweeper => {
  return repeatInBackground(options.intervalMs ?? 10 * 60_000, async () => {
    try {
      const context = { now: new Date(), publicUrl: options.config.PUBLIC_URL };
      const queued =
        (await queueDueAccessReminders(options.db, context)) +
        (await queueDueUnpaidReminders(options.db, context));
      if (queued > 0) options.logger.info({ queued }, 'reminders queued');
    } catch (error) {
      options.logger.error({ err: error }, 'reminder sweep failed');
    }
  });
};
