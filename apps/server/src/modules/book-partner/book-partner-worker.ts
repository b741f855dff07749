import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { repeatInBackground, type BackgroundLoop } from '../../lib/repeat-in-background';
import { bookPartnerSettings } from './book-partner-settings';
import { deliverBookCarts } from './deliver-book-carts';

export type BookPartnerWorker = BackgroundLoop;

/**
 * Sends the partner bookshop's queued cart calls every few seconds (started after listening: in
 * sandbox mode the partner is this very process). Without a partner (live mode, no
 * BOOK_PARTNER_URL) nothing is sent: the calls stay queued, and it says so once. stop() lets the
 * call in hand finish and gives the rest of its batch back, as the mail worker does.
 */
export const startBookPartnerWorker = (options: {
  db: Database;
  config: Config;
  logger: Logger;
  intervalMs?: number;
}): BookPartnerWorker => {
  const settings = bookPartnerSettings(options.config);
  if (!settings) {
    options.logger.warn('BOOK_PARTNER_URL is not set: free-book carts are queued but not sent');
    return { stop: () => Promise.resolve() };
  }
  return repeatInBackground(options.intervalMs ?? 5_000, async (stopping) => {
    try {
      const report = await deliverBookCarts(options.db, settings, options.logger, undefined, stopping);
      if (report.delivered + report.failed > 0) options.logger.info(report, 'partner bookshop calls sent');
    } catch (error) {
      options.logger.error({ err: error }, 'partner bookshop run failed');
    }
  });
};
