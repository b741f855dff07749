// `npm run bench`, second part: password spraying against the built server while buyers browse
// (sign-in-spray-bench.ts). The server runs in a process of its own, as in production: sprayers
// and browsers sharing its event loop would measure their own work. The limits come from the
// environment, so the same run with LOGIN_FAILURES_PER_MINUTE=100000 PASSWORD_HASHES_AT_ONCE=64
// PASSWORD_HASH_QUEUE=10000 shows the server without them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { freePort } from '../test/free-port';
import { measureSignInSpray, sprayReport } from './sign-in-spray-bench';

const READY_WITHIN_MS = 180_000;

const waitUntilReady = async (address: string) => {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (
      await fetch(`${address}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${address} was not ready within ${String(READY_WITHIN_MS)} ms`);
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-spray-'));
const port = await freePort();
const address = `http://127.0.0.1:${String(port)}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: address,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'error',
  PAYMENT_MODE: 'sandbox',
  // The second spray names its own address in X-Forwarded-For, as clients behind a proxy would.
  TRUST_PROXY: 'loopback',
};
const server = spawn(process.execPath, [fileURLToPath(new URL('./main.js', import.meta.url))], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitUntilReady(address);
  const list = (await (await fetch(`${address}/public/courses`)).json()) as { data: { id: number }[] };
  const courseId = list.data[0]?.id;
  if (courseId === undefined) throw new Error('the demo shop has no course');
  const figures = await measureSignInSpray(address, `${address}/public/courses/${String(courseId)}/0`);
  for (const line of sprayReport(figures, loadConfig(env))) console.log(line);
} finally {
  if (server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
