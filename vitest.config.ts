import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/payment-sandbox/src/**/*.test.ts'];
const serverSetup = ['apps/server/src/test/global-setup.ts'];

const integration = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: serverTests,
    env: { TEST_DB: database },
    globalSetup: serverSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      integration('integration-pglite', 'pglite'),
      // The same files again on a real PostgreSQL server when one is configured (CI has one).
      ...(process.env.DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
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
