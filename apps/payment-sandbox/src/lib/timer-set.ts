type PendingTimer = { timer: NodeJS.Timeout; onCancel: (() => void) | null };

/**
 * Every timer the sandbox starts (webhook deliveries, held requests) goes through one set, so a
 * reset or the Fastify instance closing can stop them all: a test's app must not keep firing
 * webhooks into the next test, and a held request must not keep `close()` waiting.
 */
export const createTimerSet = () => {
  const pending = new Set<PendingTimer>();
  let controller = new AbortController();

  const later = (ms: number, run: () => unknown, options: { runOnCancel?: boolean } = {}) => {
    const entry: PendingTimer = {
      timer: setTimeout(() => {
        pending.delete(entry);
        void Promise.resolve()
          .then(run)
          .catch(() => undefined);
      }, ms),
      onCancel: options.runOnCancel ? () => void run() : null,
    };
    pending.add(entry);
  };

  return {
    /** Runs `run` after `ms`; its errors are swallowed because nobody is waiting for them. */
    later,
    /** Resolves after `ms`, or at once when the set is cancelled. */
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        later(ms, resolve, { runOnCancel: true });
      }),
    /** Aborted on cancel, for requests the sandbox itself sends (webhooks). */
    get signal() {
      return controller.signal;
    },
    cancelAll: () => {
      const entries = [...pending];
      pending.clear();
      for (const entry of entries) {
        clearTimeout(entry.timer);
        entry.onCancel?.();
      }
      controller.abort();
      controller = new AbortController();
    },
  };
};

export type TimerSet = ReturnType<typeof createTimerSet>;
