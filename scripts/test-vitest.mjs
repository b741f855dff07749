// `npm run test:vitest`: the unit and integration tests, one run after the other (see vitest-plan.mjs).
import { spawnSync } from 'node:child_process';
import { planVitestRuns } from './vitest-plan.mjs';

const run = ({ label, command, args }) => {
  console.log(`\n=== ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  return result.status ?? 1;
};

const plan = planVitestRuns(process.argv.slice(2));
if (plan.note) console.log(plan.note);
const first = run(plan.local);
const second = plan.postgres ? run(plan.postgres) : 0;
process.exit(first !== 0 ? first : second);
