import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { fastifyCookie } from '@fastify/cookie';
import { hashToken } from '../lib/secure-token';
import { SESSION_COOKIE } from './session';
import { sessionStorePort } from './session-store-port';
import { closeRedisClient, fireAndForgetClient } from './redis';
import { socketOriginCheck } from './socket-origin';

export type Realtime = {
  /** Sends an event to every open socket of a user, on any instance. */
  toUser(userId: number, event: string, payload: unknown): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const userRoom = (userId: number) => `user:${String(userId)}`;

/**
 * socket.io on the shop's own port and default path. A socket belongs to the session cookie it
 * arrives with; the user id a client announces is never trusted (docs/design.md, "Where we differ").
 */
export const realtimePlugin = fp(
  (app: FastifyInstance, options: { publicUrl: string }, done: (error?: Error) => void) => {
    let isClosing = false;
    const originCheck = socketOriginCheck(options.publicUrl);
    const io = new Server(app.server, {
      cors: { origin: new URL(options.publicUrl).origin, credentials: true },
      // A closing server takes no new socket: the client connects again, to another instance.
      allowRequest: (request, verdict) => {
        if (isClosing) verdict('The server is shutting down', false);
        else originCheck(request, verdict);
      },
      serveClient: false,
    });
    if (app.redis) {
      // While Redis is away a publish fails at once (sockets on this instance still get the
      // event); the subscriber waits for Redis and subscribes again after each reconnection.
      const publisher = fireAndForgetClient(app.redis, app.log, 'realtime publisher');
      const subscriber = fireAndForgetClient(app.redis, app.log, 'realtime subscriber', {
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      io.adapter(createAdapter(publisher, subscriber));
      app.addHook('onClose', async () => {
        await Promise.all([closeRedisClient(publisher), closeRedisClient(subscriber)]);
      });
    }

    io.use((socket, next) => {
      const token = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      if (!token) {
        next(new Error('unauthorized'));
        return;
      }
      sessionStorePort
        .use()
        .findSessionWithUser(app.db, hashToken(token))
        .then((row) => {
          if (!row || row.expiresAt <= new Date() || !row.user.isActive) next(new Error('unauthorized'));
          else {
            (socket.data as { userId: number }).userId = row.user.id;
            next();
          }
        })
        .catch((error: unknown) => {
          next(error instanceof Error ? error : new Error('session lookup failed'));
        });
    });

    io.on('connection', (socket: Socket) => {
      const { userId } = socket.data as { userId: number };
      void socket.join(userRoom(userId));
      // The specification's client announces its sign-in; the answer names the session's user.
      socket.on('signin', () => {
        socket.emit('signed-in', { userId });
      });
    });

    app.decorate('realtime', {
      toUser: (userId: number, event: string, payload: unknown) => {
        io.to(userRoom(userId)).emit(event, payload);
      },
    });
    // An open socket is a connection the HTTP server's close would wait for (a WebSocket for
    // ever, a long poll until its next ping): the connections of this instance's sockets are
    // closed when the close starts. Closing the transport (not disconnecting the socket, which a
    // client takes as final) makes the client reconnect, to another instance. The relay and
    // Redis stay open until the requests in flight are answered, so their news reaches it there.
    app.addHook('preClose', (hookDone) => {
      isClosing = true;
      io.engine.close();
      hookDone();
    });
    app.addHook('onClose', async () => {
      await io.close();
    });
    done();
  },
  { name: 'realtime', dependencies: ['database', 'redis', 'session'] },
);
