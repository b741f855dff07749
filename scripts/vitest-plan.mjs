// Which Vitest runs `npm test` makes, and on which Node. The unit tests run first and alone with
// coverage: the domain's 100 % is reached by its own unit tests, and measuring coverage in the
// component and integration runs too only slowed them. With PostgreSQL (DATABASE_URL) the
// integration tests run on it, on Node 24 when this Node is older and Node 24 is at hand
// (scripts/node24.mjs); vitest.config.ts then keeps to PGlite only the files about the embedded
// database itself (see docs/decisions/tooling.md, "Tests across two Node versions and two
// databases"). Without PostgreSQL every integration file runs on PGlite.
import { fileURLToPath } from 'node:url';
import { findNode24 } from './node24.mjs';

export const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const projects = (...names) => names.flatMap((name) => ['--project', name]);

/** @param {string[]} extraArgs */
export const planVitestRuns = (extraArgs = []) => {
  const here = `Node ${process.versions.node}`;
  const onNode24Already = process.versions.node.startsWith('24.');
  const postgresNode = process.env.DATABASE_URL ? (onNode24Already ? process.execPath : findNode24()) : null;
  const unit = {
    label: `unit tests with the domain's coverage on ${here}`,
    command: process.execPath,
    args: [VITEST, 'run', '--coverage', ...projects('unit'), ...extraArgs],
  };
  const components = (database) => ({
    label: `component tests and ${database} on ${here}`,
    command: process.execPath,
    args: [VITEST, 'run', ...projects('web-components', 'integration-pglite'), ...extraArgs],
  });
  if (!postgresNode)
    return {
      note: process.env.DATABASE_URL
        ? `No Node 24 found (node scripts/node24.mjs install): every test runs on ${here} only.`
        : `No DATABASE_URL: integration tests run on PGlite and ${here} only.`,
      local: [unit, components('every integration test on PGlite')],
      postgres: null,
    };
  const postgresHere = postgresNode === process.execPath;
  return {
    note: null,
    local: [unit, components('the embedded database tests on PGlite')],
    postgres: {
      label: `PostgreSQL integration tests on ${postgresHere ? here : `Node 24 (${postgresNode})`}`,
      command: postgresNode,
      args: [VITEST, 'run', ...projects('integration-postgres'), ...extraArgs],
    },
  };
};
