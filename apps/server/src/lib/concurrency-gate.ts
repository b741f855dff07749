/** Why a task was not run: every place taken and the queue full, or its wait ran out. */
export class GateBusyError extends Error {
  constructor(readonly reason: 'queue-full' | 'wait-too-long') {
    super(`Too much work of this kind at once (${reason})`);
    this.name = 'GateBusyError';
  }
}

export type GateLimits = {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a place; one more is refused at once. */
  maxWaiting: number;
  /** How long a task may wait for a place before it is refused. */
  maxWaitMs: number;
};

export type ConcurrencyGate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
};

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * Runs at most `concurrency` tasks at once, in arrival order, with a bounded queue and a bounded
 * wait: work beyond them is refused with `GateBusyError` instead of piling up. For work that
 * takes a core each (password hashing), so the rest of the process keeps a core of its own.
 */
export const concurrencyGate = (limits: () => GateLimits): ConcurrencyGate => {
  let running = 0;
  const waiting: Waiter[] = [];

  const leave = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  };

  const enter = (): Promise<void> => {
    const { concurrency, maxWaiting, maxWaitMs } = limits();
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new GateBusyError('queue-full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The place of the task that left passes to this one: `running` stays as it is.
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new GateBusyError('wait-too-long'));
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });
  };

  return {
    run: async (task) => {
      await enter();
      try {
        return await task();
      } finally {
        leave();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
};
