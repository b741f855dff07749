// `npm run dev`: the API with reload on port 3000 and Vite with hot reload on 5173.
import { spawn } from 'node:child_process';

const children = [
  // No load balancer to wait for: a reload stops the server at once.
  [
    'server',
    ['run', 'dev', '-w', '@shop/server'],
    { NODE_ENV: 'development', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0' },
  ],
  ['web', ['run', 'dev', '-w', '@shop/web'], {}],
].map(([name, args, env]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${String(code)}`);
    for (const other of children) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
