import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@shop/contract/http/api-error';
import { ErrorCode } from '@shop/domain/errors/error-codes';

/** A request being answered, as the log of a shutdown that ran out of time names it. */
export type RequestInFlight = { method: string; route: string; forMs: number };

export type ShutdownState = {
  /** From the signal on: readiness answers 503, so the load balancer sends no more traffic. */
  readonly isStopping: boolean;
  begin(): void;
  /** The requests being answered now, oldest first, named by their route (never a URL's values). */
  requestsInFlight(now?: number): RequestInFlight[];
};

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownState;
  }
}

/** How long a client refused during a shutdown waits before it tries again (another instance). */
const RETRY_AFTER_SECONDS = 5;

const refusal: ApiErrorBody = {
  success: false,
  error: { code: ErrorCode.SERVICE_UNAVAILABLE, msg: 'The server is shutting down; try again' },
};

/**
 * What the HTTP side does while the process stops. Readiness fails first (`begin`). Once the
 * close starts, a request that reaches the router gets a clean 503 in the shop's refusal shape
 * instead of being served halfway (new connections are refused by then), and every answer,
 * including those of the requests in flight, closes its connection: otherwise a keep-alive
 * client (a load balancer, a browser) holds it open for the idle timeout, past the grace time.
 */
export const shutdownPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    let isStopping = false;
    let isClosing = false;
    const inFlight = new Map<string, { method: string; route: string; startedAt: number }>();

    app.decorate('shutdown', {
      get isStopping() {
        return isStopping;
      },
      begin: () => {
        isStopping = true;
      },
      requestsInFlight: (now = Date.now()) =>
        [...inFlight.values()]
          .sort((a, b) => a.startedAt - b.startedAt)
          .map(({ method, route, startedAt }) => ({ method, route, forMs: now - startedAt })),
    });
    app.addHook('preClose', (hookDone) => {
      isStopping = true;
      isClosing = true;
      hookDone();
    });
    app.addHook('onRequest', (request, reply, hookDone) => {
      if (isClosing) {
        void reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .send(refusal);
        return;
      }
      inFlight.set(request.id, {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        startedAt: Date.now(),
      });
      // 'close' comes whether the answer was sent or the connection was lost.
      reply.raw.once('close', () => inFlight.delete(request.id));
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, hookDone) => {
      if (isClosing) void reply.header('connection', 'close');
      hookDone(null, payload);
    });
    done();
  },
  { name: 'shutdown' },
);
