import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { backgroundFailures } from '../../lib/background-failures';
import { repeatInBackground, type BackgroundLoop } from '../../lib/repeat-in-background';
import { deliverPendingMail } from './mail.service';
import type { MailTransport } from './mail-transport';

export type MailWorker = BackgroundLoop;

/**
 * Delivers the outbox every few seconds. Several instances may each run one: rows are claimed
 * with SKIP LOCKED. A run never overlaps the previous one. stop() lets the mail being sent
 * finish, gives the rest of its batch back to the outbox for another instance, and resolves
 * then: a backlog of thousands delays a shutdown by one mail, not by the backlog.
 */
export const startMailWorker = (options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  intervalMs?: number;
}): MailWorker => {
  const failures = backgroundFailures(options.logger, 'mail outbox run');
  const loop = repeatInBackground(options.intervalMs ?? 5_000, async (stopping) => {
    try {
      const report = await deliverPendingMail(options.db, options.transport, undefined, stopping);
      failures.succeeded();
      if (report.delivered + report.failed > 0) options.logger.info(report, 'mail outbox delivered');
    } catch (error) {
      failures.failed(error);
    }
  });
  return {
    async stop() {
      await loop.stop();
      options.transport.close();
    },
  };
};
