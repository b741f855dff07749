import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { deliverLineMessages } from './deliver-line-messages';
import { linePushSettings } from './line-push';

export type LineMessageWorker = { stop(): Promise<void> };

/**
 * Pushes the queued LINE messages every few seconds, as the mail worker sends mail. Live without
 * a Messaging API token nothing is pushed: the messages stay queued, and it says so once.
 */
export const startLineMessageWorker = (options: {
  db: Database;
  config: Config;
  logger: Logger;
  intervalMs?: number;
}): LineMessageWorker => {
  const settings = linePushSettings(options.config);
  if (!settings) {
    options.logger.warn('LINE_MESSAGING_ACCESS_TOKEN is not set: LINE messages are queued but not sent');
    return { stop: () => Promise.resolve() };
  }
  const intervalMs = options.intervalMs ?? 5_000;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const report = await deliverLineMessages(
        options.db,
        settings,
        options.logger,
        undefined,
        stopping.signal,
      );
      if (report.delivered + report.failed > 0) options.logger.info(report, 'LINE messages pushed');
    } catch (error) {
      options.logger.error({ err: error }, 'LINE message run failed');
    }
  };

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
};
