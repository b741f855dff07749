// `npm run test:vitest`: the unit and integration tests, on two Node versions when it can.
// With PostgreSQL (DATABASE_URL) and Node 24 at hand (scripts/node24.mjs), the unit tests and the
// PGlite integration tests run on this Node (20 on the project's machines) with coverage, then the
// PostgreSQL integration tests run on Node 24: each supported Node runs the whole server suite once,
// in the time one run took before. Otherwise everything runs here, and the script says what it left out.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findNode24 } from './node24.mjs';

const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const extraArgs = process.argv.slice(2);

const run = (node, args, label) => {
  console.log(`\n=== ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(node, [VITEST, 'run', ...args, ...extraArgs], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  return result.status ?? 1;
};

const here = `Node ${process.versions.node}`;
const node24 = process.env.DATABASE_URL ? findNode24() : null;

if (!node24) {
  console.log(
    process.env.DATABASE_URL
      ? `No Node 24 found (node scripts/node24.mjs install): every test runs on ${here} only.`
      : `No DATABASE_URL: integration tests run on PGlite and ${here} only (Node 24 runs the PostgreSQL ones).`,
  );
  process.exit(run(process.execPath, ['--coverage'], `unit and integration tests on ${here}`));
}

const first = run(
  process.execPath,
  ['--coverage', '--project', 'unit', '--project', 'web-components', '--project', 'integration-pglite'],
  `unit and PGlite integration tests on ${here}`,
);
const second = run(
  node24,
  ['--project', 'integration-postgres'],
  `PostgreSQL integration tests on Node 24 (${node24})`,
);
process.exit(first !== 0 ? first : second);
