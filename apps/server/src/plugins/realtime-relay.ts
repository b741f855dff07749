import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundFailures } from '../lib/background-failures';
import { deliverRealtime } from '../modules/realtime/index';

export type RealtimeRelay = {
  /** Delivers the outbox's socket messages now (called right after a commit that wrote some). */
  kick(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtimeRelay: RealtimeRelay;
  }
}

/**
 * Carries socket messages from the outbox to the sockets: at once after the commit that wrote
 * them, and every `intervalMs` for any a crashed or busy instance left behind. Runs never overlap.
 */
export const realtimeRelayPlugin = fp(
  (app: FastifyInstance, options: { intervalMs: number }, done: (error?: Error) => void) => {
    let running: Promise<void> | null = null;
    let again = false;
    const closing = new AbortController();
    const failures = backgroundFailures(app.log, 'realtime outbox delivery');

    const run = (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = deliverRealtime(
        app.db,
        (message) => app.realtime.toUser(message.userId, message.event, message.payload),
        new Date(),
        closing.signal,
      )
        .then(() => {
          failures.succeeded();
        })
        .catch((error: unknown) => {
          failures.failed(error);
        })
        .finally(() => {
          running = null;
          if (again && !closing.signal.aborted) {
            again = false;
            void run();
          }
        });
      return running;
    };

    const timer = setInterval(() => void run(), options.intervalMs);
    timer.unref();
    app.decorate('realtimeRelay', { kick: () => void run() });
    app.addHook('onClose', async () => {
      closing.abort();
      clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'realtime-relay', dependencies: ['database', 'realtime'] },
);
