import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import type { App } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { BackgroundWorkers } from './lib/background-workers';

type ShutdownParts = {
  app: App;
  database: DatabaseHandle;
  workers: BackgroundWorkers;
  config: Pick<Config, 'SHUTDOWN_GRACE_MS' | 'SHUTDOWN_DELAY_MS'>;
  logger: Logger;
};

/**
 * Stops the process on SIGTERM or SIGINT, or after an error nothing handled, without stranding
 * work (docs/operations.md, "Stopping"):
 * 1. readiness answers 503 and the background workers take no new item;
 * 2. after SHUTDOWN_DELAY_MS (the load balancer notices meanwhile) the listener closes, the open
 *    sockets' connections are closed (their clients reconnect elsewhere) and the requests in
 *    flight are answered;
 * 3. once they are, and each worker's item is done: the realtime relay, socket.io and Redis,
 *    then the database.
 * The whole stop has SHUTDOWN_GRACE_MS. Past it one JSON line names what was still running and
 * the process exits 1. Call before listening: Fastify takes no hooks afterwards.
 */
export const installGracefulShutdown = ({ app, database, workers, config, logger }: ShutdownParts) => {
  let stage = 'failing readiness';
  const stillRunning = () => ({
    stage,
    requestsInFlight: app.shutdown.requestsInFlight(),
    workersRunning: workers.stillRunning(),
  });

  // Added after every plugin's, so it runs once the HTTP server has drained and before the
  // relay, the sockets and Redis close: Fastify runs onClose hooks last-added first.
  app.addHook('onClose', async () => {
    stage = 'finishing the items the workers hold';
    await workers.stopAll();
    stage = 'closing the realtime relay, the sockets and Redis';
  });

  closeWithGrace(
    {
      delay: config.SHUTDOWN_GRACE_MS,
      logger,
      onTimeout: (graceMs) => {
        logger.error(
          { graceMs, ...stillRunning() },
          'shutdown ran out of its grace time; exiting with code 1',
        );
      },
      onSecondSignal: (signal) => {
        logger.error({ signal, ...stillRunning() }, 'second signal during shutdown; exiting with code 1');
      },
      onSecondError: (err) => {
        logger.error({ err, ...stillRunning() }, 'another error during shutdown; exiting with code 1');
      },
    },
    async ({ signal, err }) => {
      const startedAt = Date.now();
      if (err) logger.error({ err }, 'shutting down after an error');
      else logger.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
      app.shutdown.begin();
      const workersStopped = workers.stopAll();
      // After an error the process is not to be trusted: it serves no longer than it must.
      if (!err && config.SHUTDOWN_DELAY_MS > 0) {
        stage = 'waiting for the load balancer to see readiness fail';
        await sleep(config.SHUTDOWN_DELAY_MS);
      }
      stage = 'answering the requests in flight';
      await app.close();
      await workersStopped;
      stage = 'closing the database';
      await database.close();
      logger.info({ tookMs: Date.now() - startedAt }, 'shut down');
    },
  );
};
