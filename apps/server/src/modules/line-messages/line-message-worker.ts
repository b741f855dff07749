import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { repeatInBackground, type BackgroundLoop } from '../../lib/repeat-in-background';
import { deliverLineMessages } from './deliver-line-messages';
import { linePushSettings } from './line-push';

export type LineMessageWorker = BackgroundLoop;

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
  return repeatInBackground(options.intervalMs ?? 5_000, async (stopping) => {
    try {
      const report = await deliverLineMessages(options.db, settings, options.logger, undefined, stopping);
      if (report.delivered + report.failed > 0) options.logger.info(report, 'LINE messages pushed');
    } catch (error) {
      options.logger.error({ err: error }, 'LINE message run failed');
    }
  });
};
