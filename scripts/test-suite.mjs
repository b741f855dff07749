// `npm test` after the browser check: every test, stopping at the first stage that fails.
//
// CI has two cores and twenty minutes, so the stages are packed by what keeps a core busy.
// ESLint, the longest check and one that cannot time out, starts first at the lowest priority and
// runs on whatever the other stages leave idle (the PostgreSQL tests wait on the database server,
// the browser tests on pages and timers); its verdict is awaited at the end. The type check and
// Prettier run beside the PostgreSQL tests, the PGlite tests then have the machine to themselves,
// and the browser tests come last, on the built shop.
import { reportJob, runInForeground, runSideBySide, startJob } from './side-by-side.mjs';
import { ESLINT, MODULE_BOUNDARIES, PRETTIER, TYPE_CHECK } from './static-check-jobs.mjs';
import { planVitestRuns } from './vitest-plan.mjs';
import { noteOlderNode } from './node-version-note.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suiteStartedAt = Date.now();

const olderNode = noteOlderNode();
if (olderNode) console.log(olderNode);
const plan = planVitestRuns();
if (plan.note) console.log(plan.note);
console.log(`\n=== ${ESLINT.label}, in the background at the lowest priority`);
const lint = startJob({ ...ESLINT, nice: 19 });

const finish = async (passed) => {
  const lintPassed = reportJob(await lint);
  const allPassed = passed && lintPassed;
  const seconds = Math.round((Date.now() - suiteStartedAt) / 1000);
  console.log(`\n=== ${allPassed ? 'every test passed' : 'FAILED'} in ${String(seconds)} s`);
  process.exit(allPassed ? 0 : 1);
};

const firstStage = [TYPE_CHECK, PRETTIER, MODULE_BOUNDARIES, ...(plan.postgres ? [plan.postgres] : [])];
console.log(`\n=== ${firstStage.map((job) => job.label).join(', ')}, side by side`);
const passed =
  (await runSideBySide(firstStage)) &&
  plan.local.every((job) => runInForeground(job) === 0) &&
  runInForeground({ label: 'build', command: npm, args: ['run', 'build'] }) === 0 &&
  runInForeground({ label: 'browser tests', command: npm, args: ['run', 'test:e2e'] }) === 0;
await finish(passed);
