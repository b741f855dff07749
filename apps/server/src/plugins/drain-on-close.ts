import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets a shutdown finish as soon as the requests in flight are answered. Those answers close
 * their connection: otherwise a keep-alive client (a load balancer, a browser) holds it open
 * for the idle timeout, and the close waits for it past its grace period and exits 1.
 */
export const drainOnClosePlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    let isClosing = false;
    app.addHook('preClose', (hookDone) => {
      isClosing = true;
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, hookDone) => {
      if (isClosing) void reply.header('connection', 'close');
      hookDone(null, payload);
    });
    done();
  },
  { name: 'drain-on-close' },
);
