// The built server (apps/server/dist/main.js, after `npm run build`) on a free port with a fresh
// embedded database and the demo shop, as `npm start` runs it. Used by the smoke start and the
// Lighthouse run.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the shop; answers `{ base, output(), exited, stop(signal), waitUntilLive(ms) }`. `stop`
 * sends the signal and removes the data folder once the process has gone.
 */
export const startBuiltShop = async ({ node = process.execPath, env = {} } = {}) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-built-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}`;
  const chunks = [];
  const child = spawn(node, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The address the browser uses, so canonical links and the sitemap agree with it.
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const removeData = () => rm(dataDir, { recursive: true, force: true });

  const waitUntilLive = async (timeoutMs) => {
    const startedAt = Date.now();
    for (;;) {
      const live = await fetch(`${base}/health/live`).then(
        (answer) => answer.status,
        () => 0,
      );
      if (live === 200) return;
      if (child.exitCode !== null) throw new Error(`the server exited with ${String(child.exitCode)}`);
      if (Date.now() - startedAt > timeoutMs)
        throw new Error(`no answer on /health/live within ${String(timeoutMs / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    const result = await exited;
    await removeData();
    return result;
  };

  return { base, output: () => Buffer.concat(chunks).toString(), exited, stop, waitUntilLive };
};
