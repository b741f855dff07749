// `npm test` after the browser check: every test, in three lanes that run side by side.
//
// CI has two cores and twenty minutes. The browser tests are the longest stage (about twelve
// minutes) but spend most of it waiting on pages, timers and sandboxes (they kept under one core
// busy on average), so they start first, right after the build, and the rest fills the cores they
// leave idle: the Vitest runs one after another in a second lane, the static checks in a third at
// a lower priority (they cannot time out; the tests beside them can). Each job's output is printed
// whole once it is done, so four tools' lines never interleave. A lane stops at its first failure;
// the others run to their end, so one run reports every failure.
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

const STATIC_NICENESS = 10;
const passed = await runLanes([
  [
    { label: 'build', command: npm, args: ['run', 'build'] },
    { label: 'browser tests', command: npm, args: ['run', 'test:e2e'] },
  ],
  [...(plan.postgres ? [plan.postgres] : []), ...plan.local],
  [TYPE_CHECK, PRETTIER, MODULE_BOUNDARIES, ESLINT].map((job) => ({ ...job, nice: STATIC_NICENESS })),
]);
const seconds = Math.round((Date.now() - suiteStartedAt) / 1000);
console.log(`\n=== ${passed ? 'every test passed' : 'FAILED'} in ${String(seconds)} s`);
process.exit(passed ? 0 : 1);
