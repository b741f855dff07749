// `npm test`'s first step: the type check and the lint side by side. Each is one process that
// mostly waits on one core, so on a two-core machine together they take little more than the
// longer of the two. Their output is printed whole, one after the other, once both are done.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const check = (script) =>
  new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: Math.round((Date.now() - startedAt) / 1000) }),
    );
  });

const results = await Promise.all([check('typecheck'), check('lint')]);
for (const { script, code, output, seconds } of results) {
  console.log(`\n=== npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  if (output.trim() !== '') console.log(output.trimEnd());
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
