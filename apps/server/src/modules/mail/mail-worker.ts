import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { backgroundFailures } from '../../lib/background-failures';
import { deliverPendingMail } from './mail.service';
import type { MailTransport } from './mail-transport';

export type MailWorker = { stop(): Promise<void> };

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
  const intervalMs = options.intervalMs ?? 5_000;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const failures = backgroundFailures(options.logger, 'mail outbox run');
  const run = async () => {
    try {
      const report = await deliverPendingMail(options.db, options.transport, undefined, stopping.signal);
      failures.succeeded();
      if (report.delivered + report.failed > 0) options.logger.info(report, 'mail outbox delivered');
    } catch (error) {
      failures.failed(error);
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
      options.transport.close();
    },
  };
};
