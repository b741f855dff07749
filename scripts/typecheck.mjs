// `npm run typecheck`: every workspace's TypeScript, checked by TypeScript 7 (the native compiler,
// installed as `typescript7`), which checks the whole repository in about 15 s where 5.9 took 75.
// TypeScript 5.9 stays the `typescript` package for typescript-eslint, which does not support 7 yet
// (docs/decisions/tooling.md, "TypeScript and Node versions").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSC = fileURLToPath(new URL('../node_modules/typescript7/bin/tsc', import.meta.url));
const PROJECTS = [
  '.',
  'packages/domain',
  'packages/contract',
  'apps/payment-sandbox',
  'apps/server',
  'apps/web',
  'e2e',
];

const failed = PROJECTS.filter((project) => {
  const result = spawnSync(process.execPath, [TSC, '--noEmit', '-p', project], { stdio: 'inherit' });
  return result.status !== 0;
});
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
