// `npm test` after the browser check: every test, in three lanes that run side by side.
//
// CI has two cores and twenty minutes. The browser tests are the longest stage (about twelve
// minutes) but spend most of it waiting on pages, timers and sandboxes (they kept under one core
// busy on average), so they start first, right after the build, and the rest fills the cores they
// leave idle, in two lanes of about equal length: the PostgreSQL integration tests and then the
// type check, Prettier and the module boundaries; the unit tests, the component and PGlite tests
// and then ESLint. No lane runs at a lower priority: a check at `nice 10` or `19` waited for the
// tests around it to end and finished last. Each job's output is printed whole once it is done, so
// the tools' lines never interleave. A lane stops at its first failure; the others run to their
// end, so one run reports every failure.
import { runLanes } from './side-by-side.mjs';
import { ESLINT, MODULE_BOUNDARIES, PRETTIER, TYPE_CHECK } from './static-check-jobs.mjs';
import { planVitestRuns } from './vitest-plan.mjs';
import { noteOlderNode } from './node-version-note.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suiteStartedAt = Date.now();

const olderNode = noteOlderNode();
if (olderNode) console.log(olderNode);
const plan = planVitestRuns();
if (plan.note) console.log(plan.note);

const passed = await runLanes([
  [
    { label: 'build', command: npm, args: ['run', 'build'] },
    { label: 'browser tests', command: npm, args: ['run', 'test:e2e'] },
  ],
  // Without PostgreSQL every integration file runs on PGlite in the last lane: ESLint moves over.
  plan.postgres
    ? [plan.postgres, TYPE_CHECK, PRETTIER, MODULE_BOUNDARIES]
    : [TYPE_CHECK, PRETTIER, MODULE_BOUNDARIES, ESLINT],
  plan.postgres ? [...plan.local, ESLINT] : plan.local,
]);
const seconds = Math.round((Date.now() - suiteStartedAt) / 1000);
console.log(`\n=== ${passed ? 'every test passed' : 'FAILED'} in ${String(seconds)} s`);
process.exit(passed ? 0 : 1);
