// `npm test` after the browser check: every test, stage by stage, stopping at the first that fails.
// The static checks keep about one and a half of CI's two cores busy and the PostgreSQL tests
// partly wait on the database server, so those run side by side; the PGlite tests then have the
// machine to themselves, and the browser tests come last, on the built shop.
import { spawnSync } from 'node:child_process';
import { runSideBySide } from './side-by-side.mjs';
import { STATIC_CHECKS } from './static-check-jobs.mjs';
import { planVitestRuns } from './vitest-plan.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suiteStartedAt = Date.now();

const stage = (label, command, args) => {
  console.log(`\n=== ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const plan = planVitestRuns();
if (plan.note) console.log(plan.note);
// ESLint is the longest check and holds one core; the PostgreSQL tests fill what it leaves.
const firstStage = [...STATIC_CHECKS, ...(plan.postgres ? [{ ...plan.postgres, background: true }] : [])];
console.log(`\n=== ${firstStage.map((job) => job.label).join(', ')}, side by side`);
if (!(await runSideBySide(firstStage))) process.exit(1);
stage(plan.local.label, plan.local.command, plan.local.args);
stage('build', npm, ['run', 'build']);
stage('browser tests', npm, ['run', 'test:e2e']);
console.log(`\n=== every test passed in ${String(Math.round((Date.now() - suiteStartedAt) / 1000))} s`);
