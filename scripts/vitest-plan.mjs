// Which Vitest runs `npm test` makes, and on which Node. With PostgreSQL (DATABASE_URL) and Node 24
// at hand (scripts/node24.mjs), the unit tests and the PGlite integration tests run on this Node
// (20 on the project's machines) with coverage, and the PostgreSQL integration tests run on Node 24;
// vitest.config.ts then keeps to PGlite only the files about the embedded database itself (see
// docs/decisions/tooling.md, "Tests across two Node versions and two databases"). Otherwise all on PGlite.
import { fileURLToPath } from 'node:url';
import { findNode24 } from './node24.mjs';

export const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** @param {string[]} extraArgs */
export const planVitestRuns = (extraArgs = []) => {
  const here = `Node ${process.versions.node}`;
  const node24 = process.env.DATABASE_URL ? findNode24() : null;
  if (!node24)
    return {
      note: process.env.DATABASE_URL
        ? `No Node 24 found (node scripts/node24.mjs install): every test runs on ${here} only.`
        : `No DATABASE_URL: integration tests run on PGlite and ${here} only (Node 24 runs the PostgreSQL ones).`,
      local: {
        label: `unit and integration tests on ${here}`,
        command: process.execPath,
        args: [VITEST, 'run', '--coverage', ...extraArgs],
      },
      postgres: null,
    };
  return {
    note: null,
    local: {
      label: `unit and PGlite integration tests on ${here}`,
      command: process.execPath,
      args: [
        VITEST,
        'run',
        '--coverage',
        '--project',
        'unit',
        '--project',
        'web-components',
        '--project',
        'integration-pglite',
        ...extraArgs,
      ],
    },
    postgres: {
      label: `PostgreSQL integration tests on Node 24 (${node24})`,
      command: node24,
      args: [VITEST, 'run', '--project', 'integration-postgres', ...extraArgs],
    },
  };
};
