// Runs commands at the same time and prints each one's output whole, one after the other, once
// all are done: interleaved lines of four tools would be unreadable.
import { spawn } from 'node:child_process';

/**
 * A job marked `background` runs at a lower priority (nice 10, where there is `nice`): it takes
 * the cores the others leave idle instead of slowing the longest of them.
 *
 * @param {{ label: string, command: string, args: string[], background?: boolean }[]} jobs
 * @returns {Promise<boolean>} whether every job passed
 */
export const runSideBySide = async (jobs) => {
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const startedAt = Date.now();
          const [command, args] =
            job.background && process.platform !== 'win32'
              ? ['nice', ['-n', '10', job.command, ...job.args]]
              : [job.command, job.args];
          const child = spawn(command, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '0' },
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (code) =>
            resolve({
              ...job,
              code: code ?? 1,
              output,
              seconds: Math.round((Date.now() - startedAt) / 1000),
            }),
          );
        }),
    ),
  );
  for (const { label, code, output, seconds } of results) {
    console.log(`\n=== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
    if (output.trim() !== '') console.log(output.trimEnd());
  }
  return results.every((result) => result.code === 0);
};
