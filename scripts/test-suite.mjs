// `npm test` after the browser check: every test, in two lanes that run side by side.
//
// CI has two cores and twenty minutes. The browser tests spend most of their time waiting on
// pages, timers and sandboxes (they kept under one core busy on average), so they start first,
// right after the build, and the Vitest runs go one after another in the second lane, on the core
// they leave: the PostgreSQL integration tests, the unit tests, the component and PGlite tests.
// The static checks (ESLint, Prettier, the type check, the module boundaries) then go to
// whichever lane is free first: on one machine the browser tests ended first, and the second lane
// still had six minutes of Vitest and checks to run alone (18 of the run's 19 minutes). Three
// lanes (two Vitest runs at once beside the browsers) loaded the machine past 15 and the
// sandbox's first requests timed out; a niced lane of static checks waited for everything else
// and finished last. Each job's output is printed whole once it is done, so the tools' lines never
// interleave. A lane stops at its first failure; the other runs to its end and takes the checks
// left, so one run reports every failure of the two.
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

const passed = await runLanes(
  [
    [
      { label: 'build', command: npm, args: ['run', 'build'] },
      { label: 'browser tests', command: npm, args: ['run', 'test:e2e'] },
    ],
    [...(plan.postgres ? [plan.postgres] : []), ...plan.local],
  ],
  [ESLINT, PRETTIER, TYPE_CHECK, MODULE_BOUNDARIES],
);
const seconds = Math.round((Date.now() - suiteStartedAt) / 1000);
console.log(`\n=== ${passed ? 'every test passed' : 'FAILED'} in ${String(seconds)} s`);
process.exit(passed ? 0 : 1);
