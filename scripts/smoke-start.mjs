// Starts the built server (apps/server/dist/main.js, after `npm run build`) on the Node binary
// given (default: this one) with a fresh embedded database and the demo shop, checks that it
// answers as a load balancer and a visitor would, and that SIGTERM stops it cleanly. CI runs it on
// Node 24 (scripts/node24.mjs); exits 1 with the server's output when anything fails.
import { execFileSync } from 'node:child_process';
import { startBuiltShop } from './built-shop.mjs';

const node = process.argv[2] ?? process.execPath;
const shop = await startBuiltShop({ node });
const base = shop.base;

const fail = async (reason) => {
  await shop.stop('SIGKILL');
  console.error(`smoke start on ${node} failed: ${reason}\n${shop.output()}`);
  process.exit(1);
};

const startedAt = Date.now();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
await shop.waitUntilLive(180_000).catch((error) => fail(error.message));

const checks = [
  ['GET', '/health', undefined, 200],
  ['GET', '/', undefined, 200],
  ['GET', '/public/courses', undefined, 200],
  ['POST', '/api/auth/login', { username: 'student', password: 'student1234' }, 200],
];
for (const [method, url, body, expected] of checks) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => ({ status: `no answer (${String(error)})` }));
  if (answer.status !== expected)
    await fail(`${method} ${url} answered ${String(answer.status)}, not ${String(expected)}`);
  // Read to the end, as a visitor does: a page streams its body after its head.
  const text = await answer.text?.();
  if (url === '/' && !text?.includes('id="shop-page-state"'))
    await fail('the home page arrived without its server-rendered body');
}

const timer = setTimeout(() => void fail('still running 20 s after SIGTERM'), 20_000);
const { code, signal } = await shop.stop('SIGTERM');
clearTimeout(timer);
if (code !== 0) await fail(`SIGTERM ended it with code ${String(code)} (signal ${String(signal)})`);
console.log(
  `smoke start on Node ${version}: served and stopped cleanly in ${String(Math.round((Date.now() - startedAt) / 1000))} s`,
);
