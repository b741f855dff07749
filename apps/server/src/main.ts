import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { Logger } from 'pino';
import { installGracefulShutdown } from './graceful-shutdown';
import { backgroundWorkers } from './lib/background-workers';
import { createLogger, logFormatOf } from './lib/logger';
import { openConfiguredDatabase } from './db/open-configured-database';
import { sandboxControlSecretOf } from './sandbox-control-secret';
import { seedDemoShop } from './db/seed/seed-demo-shop';
import { createFileStorage } from './lib/storage/create-file-storage';
import { startBookPartnerWorker } from './modules/book-partner/index';
import { startLineMessageWorker } from './modules/line-messages/index';
import { createMailTransport, startMailWorker } from './modules/mail/index';
import { startReminderSweeper } from './modules/reminders/index';
import { startOrderSweeper } from './modules/orders/index';
import { startLectureDurationBackfill } from './modules/learning/index';
import { startVideoTranscodeWorker, videoToolsOf } from './modules/media/index';

// main.ts and the bundled dist/main.js sit at the same depth, so these resolve in both.
const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEMO_ASSETS_DIR = fileURLToPath(new URL('../src/db/seed/assets', import.meta.url));
const FONTS_DIR = fileURLToPath(new URL('../assets/fonts', import.meta.url));

/** A person at a terminal gets one plain line with the addresses; a log collector gets a JSON line. */
const announceReady = (config: Config, logger: Logger) => {
  const address = config.PUBLIC_URL;
  if (logFormatOf(config) === 'pretty')
    process.stdout.write(
      `\nCourse Shop is ready at ${address} (back office ${address}/admin, API ${address}/docs)\n\n`,
    );
  else
    logger.info({ address, backOffice: `${address}/admin`, api: `${address}/docs` }, 'Course Shop is ready');
};

const start = async () => {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config, logger);
  logger.info({ driver: database.driver }, 'database opened');
  await database.migrate(MIGRATIONS_DIR);
  const storage = await createFileStorage(config);
  if (config.SEED_DEMO) {
    const ran = await seedDemoShop(database.db, { storage, assetsDir: DEMO_ASSETS_DIR });
    if (ran.length > 0) logger.info({ steps: ran }, 'demo shop seeded');
  }
  const app = await buildApp({
    config,
    database,
    storage,
    ...(config.PAYMENT_MODE === 'sandbox'
      ? { sandboxControlSecret: await sandboxControlSecretOf(config, logger) }
      : {}),
    webDistDir: WEB_DIST_DIR,
    fontsDir: FONTS_DIR,
    logger,
  });
  const workers = backgroundWorkers();
  installGracefulShutdown({ app, database, workers, config, logger });
  workers.add(
    'mail outbox',
    startMailWorker({ db: database.db, transport: createMailTransport(config), logger }),
  );
  await app.listen({ host: config.HOST, port: config.PORT });
  announceReady(config, logger);
  // After listening: the reconciler may ask the in-process payment sandbox on this very port.
  workers.add('order sweeper and payment reconciler', startOrderSweeper(app));
  workers.add('partner bookshop outbox', startBookPartnerWorker({ db: database.db, config, logger }));
  workers.add('video length backfill', startLectureDurationBackfill(app));
  // After listening: in sandbox mode the Messaging API is this very process.
  workers.add('LINE messages', startLineMessageWorker({ db: database.db, config, logger }));
  workers.add('reminders', startReminderSweeper({ db: database.db, config, logger }));
  workers.add(
    'video transcoding',
    startVideoTranscodeWorker({
      db: database.db,
      storage,
      catalogCache: app.catalogCache,
      tools: videoToolsOf(config),
      workDir: path.join(config.DATA_DIR, 'transcoding'),
      slots: config.VIDEO_TRANSCODES_AT_ONCE,
      leaseMs: config.TRANSCODE_LEASE_SECONDS * 1000,
      logger,
    }),
  );
};

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
