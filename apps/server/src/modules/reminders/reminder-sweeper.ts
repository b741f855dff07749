import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { queueDueAccessReminders } from './access-reminders';
import { queueDueUnpaidReminders } from './unpaid-order-reminders';

export type ReminderSweeper = { stop(): Promise<void> };

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
  const intervalMs = options.intervalMs ?? 10 * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const context = { now: new Date(), publicUrl: options.config.PUBLIC_URL };
      const queued =
        (await queueDueAccessReminders(options.db, context)) +
        (await queueDueUnpaidReminders(options.db, context));
      if (queued > 0) options.logger.info({ queued }, 'reminders queued');
    } catch (error) {
      options.logger.error({ err: error }, 'reminder sweep failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
