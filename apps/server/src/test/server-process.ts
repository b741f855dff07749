import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed so far (for a failing test's message). */
  output(): string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<number | string>;
};

const waitUntilReady = async (server: ServerProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    const ready = await fetch(`${server.baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${String(timeoutMs)} ms:\n${server.output()}`);
};

/**
 * `src/main.ts` as production runs it (configuration from the environment, migrations, graceful
 * close), in a process of its own on a free port, run from source through tsx.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  // The test run's own database and Redis settings are not the child's unless `env` says so.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const server = { baseUrl, child, output: () => output, exited };
  try {
    // Generous: tsx compiles the server and the embedded database starts, on a busy machine.
    await waitUntilReady(server, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return server;
};
