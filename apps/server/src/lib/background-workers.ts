/** A job the process runs beside HTTP: it takes items one at a time until it is stopped. */
export type BackgroundWorker = {
  /** Takes no new item; resolves once the item in hand is done and what it claimed is given back. */
  stop(): Promise<void>;
};

export type BackgroundWorkers = ReturnType<typeof backgroundWorkers>;

/**
 * The process's background workers (the mail outbox, the partner bookshop, the order sweeper),
 * stopped together at shutdown. Those still finishing their item are named, for the log line of
 * a shutdown that ran out of time.
 */
export const backgroundWorkers = () => {
  const running = new Map<string, BackgroundWorker>();
  let stopped: Promise<void> | null = null;

  const stopOne = async (name: string, worker: BackgroundWorker) => {
    await worker.stop();
    running.delete(name);
  };

  return {
    /** A worker started after the stop began (during start-up) is stopped at once. */
    add: (name: string, worker: BackgroundWorker) => {
      running.set(name, worker);
      if (stopped) void stopOne(name, worker);
    },
    /** Stops every worker once, however often it is called; resolves when all have stopped. */
    stopAll: (): Promise<void> => {
      stopped ??= Promise.allSettled([...running].map(([name, worker]) => stopOne(name, worker))).then(
        () => undefined,
      );
      return stopped;
    },
    stillRunning: (): string[] => [...running.keys()],
  };
};
