// Starts the built server (apps/server/dist/main.js, after `npm run build`) on the Node binary
// given (default: this one) with a fresh embedded database and the demo shop, checks that it
// answers as a load balancer and a visitor would, and that SIGTERM stops it cleanly. CI runs it on
// Node 24 (scripts/node24.mjs); exits 1 with the server's output when anything fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const node = process.argv[2] ?? process.execPath;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const output = [];
const child = spawn(node, [SERVER], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => output.push(chunk));
child.stderr.on('data', (chunk) => output.push(chunk));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

const fail = async (reason) => {
  child.kill('SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
  console.error(`smoke start on ${node} failed: ${reason}\n${Buffer.concat(output).toString()}`);
  process.exit(1);
};

const startedAt = Date.now();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
for (;;) {
  const live = await fetch(`${base}/health/live`).then(
    (answer) => answer.status,
    () => 0,
  );
  if (live === 200) break;
  if (child.exitCode !== null) await fail(`the server exited with ${String(child.exitCode)}`);
  if (Date.now() - startedAt > 180_000) await fail('no answer on /health/live within 3 minutes');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

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
}

child.kill('SIGTERM');
const timer = setTimeout(() => void fail('still running 20 s after SIGTERM'), 20_000);
const { code, signal } = await exited;
clearTimeout(timer);
await rm(dataDir, { recursive: true, force: true });
if (code !== 0) await fail(`SIGTERM ended it with code ${String(code)} (signal ${String(signal)})`);
console.log(
  `smoke start on Node ${version}: served and stopped cleanly in ${String(Math.round((Date.now() - startedAt) / 1000))} s`,
);
