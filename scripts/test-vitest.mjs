// `npm run test:vitest`: the unit and integration tests, one run after the other (see vitest-plan.mjs).
import { runInForeground } from './side-by-side.mjs';
import { planVitestRuns } from './vitest-plan.mjs';

const plan = planVitestRuns(process.argv.slice(2));
if (plan.note) console.log(plan.note);
const first = plan.local.map(runInForeground).find((code) => code !== 0) ?? 0;
const second = plan.postgres ? runInForeground(plan.postgres) : 0;
process.exit(first !== 0 ? first : second);
