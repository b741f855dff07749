import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const serverSetup = ['apps/server/src/test/global-setup.ts'];
/**
 * Where PostgreSQL is there (CI), every integration file runs on it, and PGlite keeps the files
 * about what the embedded database does its own way: opening, migrating and seeding it, handing
 * its folder over at shutdown, and the transactions that serialise orders, payments, progress and
 * document numbers on its single connection. Everything else it would run a second time, for
 * three minutes of CI's twenty. Without PostgreSQL (a newcomer's `npm test`) PGlite runs them all.
 */
const embeddedDatabaseTests = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/*.test.ts',
  'apps/server/src/resilience/graceful-shutdown.test.ts',
  'apps/server/src/modules/health/*.test.ts',
  'apps/server/src/modules/orders/*.test.ts',
  'apps/server/src/modules/payments/payment-reconciler.test.ts',
  'apps/server/src/modules/payments/providers/bank-transfer/bank-transfer.test.ts',
  'apps/server/src/modules/payments/providers/omise/{omise-card,omise-notifications}.test.ts',
  'apps/server/src/modules/payments/admin/order-review.test.ts',
  'apps/server/src/modules/learning/progress.test.ts',
  'apps/server/src/modules/documents/document-number-races.test.ts',
  'apps/server/src/modules/accounts/registration.test.ts',
];
const hasPostgres = Boolean(process.env.DATABASE_URL);
/** Web component tests: they need a DOM, so they run in their own project, not in `unit`. */
const webComponentTests = 'apps/web/src/**/*.dom.test.tsx';

const integration = (
  name: string,
  database: 'pglite' | 'postgres',
  include: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    env: { TEST_DB: database },
    globalSetup: serverSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database, and no module keeps state across
    // databases, so a worker may reuse the server's modules between files: importing them
    // afresh for each of ~250 files took over half the run.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two cores: each worker holds an embedded database, so keep the pool small.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // The payment sandbox holds no database: its tests run once, here.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/payment-sandbox/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'apps/web/scripts/**/*.test.mjs',
          ],
          exclude: [...configDefaults.exclude, webComponentTests],
          // The payment sandbox's tests start its server and go through HTTP: under a loaded
          // two-core machine (CI runs the browser tests beside them) a first request took 6 s.
          testTimeout: 30_000,
        },
      },
      {
        // Components rendered in a simulated browser (happy-dom), driven as a user would.
        test: {
          name: 'web-components',
          include: [webComponentTests],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // Typing a card number key by key takes seconds on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      integration('integration-pglite', 'pglite', hasPostgres ? embeddedDatabaseTests : serverTests),
      // The same files again on a real PostgreSQL server when one is configured (CI has one).
      ...(hasPostgres ? [integration('integration-postgres', 'postgres', serverTests)] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      // The business rules are fully tested; a new rule without tests fails the run.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
