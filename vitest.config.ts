import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const serverSetup = ['apps/server/src/test/global-setup.ts'];
/**
 * Each gateway's journeys through its sandbox. What they exercise of the database is the payment
 * core, which the Omise and core payment tests run on both databases; so where PostgreSQL is
 * there (CI), these run on it alone, which keeps the whole CI run within its 20 minutes.
 */
const gatewayTests = ['apps/server/src/modules/payments/{paypal,twoc2p,scb,gbprime,paysolutions}-*.test.ts'];
const hasPostgres = Boolean(process.env.DATABASE_URL);
/** Web component tests: they need a DOM, so they run in their own project, not in `unit`. */
const webComponentTests = 'apps/web/src/**/*.dom.test.tsx';

const integration = (
  name: string,
  database: 'pglite' | 'postgres',
  skip: string[] = [],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: serverTests,
    exclude: [...configDefaults.exclude, ...skip],
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
          ],
          exclude: [...configDefaults.exclude, webComponentTests],
        },
      },
      {
        // Components rendered in a simulated browser (happy-dom), driven as a user would.
        test: {
          name: 'web-components',
          include: [webComponentTests],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
      integration('integration-pglite', 'pglite', hasPostgres ? gatewayTests : []),
      // The same files again on a real PostgreSQL server when one is configured (CI has one).
      ...(hasPostgres ? [integration('integration-postgres', 'postgres')] : []),
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
