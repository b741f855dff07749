import { describe, expect, it, vi } from 'vitest';
import { runLanes } from './side-by-side.mjs';

/** A job that waits `ms` and ends with `code`. */
const job = (label, ms, code = 0) => ({
  label,
  command: process.execPath,
  args: ['-e', `setTimeout(() => process.exit(${String(code)}), ${String(ms)})`],
});

/** Runs the lanes with the console held back; answers the verdict and the jobs in the order reported. */
const runQuietly = async (lanes, shared) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const passed = await runLanes(lanes, shared);
    const reported = log.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith('\n=== '))
      .map((line) => line.slice(5).split(':')[0]);
    return { passed, reported };
  } finally {
    log.mockRestore();
  }
};

describe('running the suite in two lanes', () => {
  it('gives the shared checks to whichever lane is free first', async () => {
    const { passed, reported } = await runQuietly(
      [[job('long', 1500)], [job('short', 50)]],
      [job('check A', 50), job('check B', 50)],
    );

    expect(passed).toBe(true);
    // Both checks ran on the short lane, before the long lane's job was done.
    expect(reported).toEqual(['short', 'check A', 'check B', 'long']);
  });

  it('stops a lane at its first failure while the other lane takes the checks left', async () => {
    const { passed, reported } = await runQuietly(
      [[job('fails', 50, 1), job('never run', 50)], [job('slow', 600)]],
      [job('check', 50)],
    );

    expect(passed).toBe(false);
    expect(reported).toEqual(['fails', 'slow', 'check']);
  });

  it('does not pass when every lane failed before the checks were taken', async () => {
    const { passed, reported } = await runQuietly([[job('fails', 50, 1)]], [job('check', 50)]);

    expect(passed).toBe(false);
    expect(reported).toEqual(['fails']);
  });
});
