/** A background loop: `stop()` ends it once the run in hand (if any) has finished. */
export type BackgroundLoop = { stop(): Promise<void> };

/**
 * Runs `run` every `intervalMs`, a run never overlapping the one before (the next waits for the
 * interval after it ends), on a timer that keeps no process alive. `stop()` aborts the signal the
 * run was given (a batch gives the rest of its rows back) and resolves when the run in hand ends.
 * `run` handles its own failures: one that throws is the next run's to repeat.
 */
export const repeatInBackground = (
  intervalMs: number,
  run: (stopping: AbortSignal) => Promise<void>,
): BackgroundLoop => {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = run(stopping.signal)
        .catch(() => undefined)
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
};
