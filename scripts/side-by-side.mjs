// Runs commands at the same time and prints each one's output whole, once it is done:
// interleaved lines of four tools would be unreadable.
import { spawn, spawnSync } from 'node:child_process';

/**
 * @typedef {{ label: string, command: string, args: string[], nice?: number }} Job
 * `nice` lowers a job's priority (where there is `nice`): it then takes the cores the others leave
 * idle instead of slowing them.
 * @typedef {Job & { code: number, output: string, seconds: number }} JobResult
 */

/**
 * Starts one job with its output held back.
 * @param {Job} job
 * @returns {Promise<JobResult>}
 */
export const startJob = (job) =>
  new Promise((resolve) => {
    const startedAt = Date.now();
    const [command, args] =
      job.nice !== undefined && process.platform !== 'win32'
        ? ['nice', ['-n', String(job.nice), job.command, ...job.args]]
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
      resolve({ ...job, code: code ?? 1, output, seconds: Math.round((Date.now() - startedAt) / 1000) }),
    );
  });

/** Prints a finished job: its verdict, its time and everything it wrote. */
export const reportJob = (/** @type {JobResult} */ { label, code, output, seconds }) => {
  console.log(`\n=== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  if (output.trim() !== '') console.log(output.trimEnd());
  return code === 0;
};

/**
 * Runs the jobs together and reports each once all are done.
 * @param {Job[]} jobs
 * @returns {Promise<boolean>} whether every job passed
 */
export const runSideBySide = async (jobs) => {
  const results = await Promise.all(jobs.map(startJob));
  return results.map(reportJob).every(Boolean);
};

/**
 * Runs one job in the foreground with its output as it comes, framed by its verdict and time.
 * @param {Job} job
 * @returns {number} its exit code
 */
export const runInForeground = ({ label, command, args }) => {
  console.log(`\n=== ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${String(seconds)} s`);
  return result.status ?? 1;
};

/**
 * Runs lanes side by side, each lane's jobs one after another (stopping at the lane's first
 * failure), then the shared jobs, each taken in turn by the first lane that is free: which lane
 * ends first depends on the machine, and a job given to a lane in advance waited for it while the
 * other lane's core sat idle. Each job is reported as soon as it is done.
 * @param {Job[][]} lanes
 * @param {Job[]} [shared] longest first, so that the lanes end close together
 * @returns {Promise<boolean>} whether every job passed
 */
export const runLanes = async (lanes, shared = []) => {
  for (const lane of lanes) console.log(`=== one after another: ${lane.map((job) => job.label).join(' → ')}`);
  if (shared.length > 0)
    console.log(`=== then, by the first lane free: ${shared.map((job) => job.label).join(', ')}`);
  const waiting = [...shared];
  const runLane = async (/** @type {Job[]} */ lane) => {
    for (const job of lane) {
      if (!reportJob(await startJob(job))) return false;
    }
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      if (!reportJob(await startJob(job))) return false;
    }
    return true;
  };
  const results = await Promise.all(lanes.map(runLane));
  // Every lane stopped at a failure before the shared jobs were all taken: they count as not passed.
  return results.every(Boolean) && waiting.length === 0;
};
