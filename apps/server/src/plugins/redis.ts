import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shared by every instance when REDIS_URL is set: rate limits, realtime, cache news. It may
     * be away at any moment (commands then fail at once or after the command timeout): a caller
     * catches every command's failure and has a local way to carry on.
     */
    redis: Redis | null;
  }
}

/** How long start-up (and each reconnection) waits for Redis before carrying on without it. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Redis speeds the shop up and shares counts between instances; PostgreSQL holds the truth. So
 * a command never waits in a queue while Redis is away (it fails at once), never waits longer
 * than the command timeout for an answer, and the client keeps reconnecting in the background.
 */
const redisOptions = (commandTimeoutMs: number): RedisOptions => ({
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: commandTimeoutMs,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
});

/** Logs each outage of a client once when it starts and once when it ends, not every retry. */
export const watchRedisClient = (client: Redis, log: FastifyBaseLogger, name: string) => {
  let isDown = false;
  const markDown = (reason: string) => {
    if (isDown) return;
    isDown = true;
    log.warn(
      { client: name, reason },
      'Redis unavailable: rate limits count per instance and socket events stay on this instance until it is back',
    );
  };
  client.on('error', (error: Error) => {
    markDown(error.message);
  });
  // A connection Redis closes without an error (a restart) shows as a reconnection; a close of
  // our own does not reconnect, so shutting down logs nothing.
  client.on('reconnecting', () => {
    markDown('connection closed');
  });
  client.on('ready', () => {
    if (isDown) log.info({ client: name }, 'Redis is back');
    isDown = false;
  });
};

/** Ends a client whether or not Redis is there (QUIT needs an open connection). */
export const closeRedisClient = async (client: Redis) => {
  if (client.status === 'ready') await client.quit().catch(() => undefined);
  client.disconnect();
};

/** Whether Redis answers now; `off` when the shop runs without it. */
export const redisState = async (redis: Redis | null): Promise<'up' | 'down' | 'off'> => {
  if (!redis) return 'off';
  if (redis.status !== 'ready') return 'down';
  return redis.ping().then(
    () => 'up' as const,
    () => 'down' as const,
  );
};

/**
 * A client for callers that send commands without waiting for the answer (the socket.io
 * adapter's publish and subscribe): while Redis is away those fail, and a failure nobody waits
 * for is an unhandled rejection, which ends the process. Here none goes unhandled.
 */
class FireAndForgetRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    args[0].promise.catch(() => undefined);
    return super.sendCommand(...args);
  }
}

/** A second connection like `redis` (another connection is needed to subscribe), with `overrides`. */
export const fireAndForgetClient = (
  redis: Redis,
  log: FastifyBaseLogger,
  name: string,
  overrides: RedisOptions = {},
): Redis => {
  const client = new FireAndForgetRedis({
    ...redis.options,
    lazyConnect: false,
    ...overrides,
    replyMapping: 'legacy',
  });
  watchRedisClient(client, log, name);
  return client;
};

export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url: string | undefined; commandTimeoutMs: number }) => {
    if (!options.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.url, redisOptions(options.commandTimeoutMs));
    watchRedisClient(redis, app.log, 'shared');
    // The shop starts without Redis: the failure is logged by the watcher, and the client keeps
    // trying in the background.
    await redis.connect().catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await closeRedisClient(redis);
    });
  },
  { name: 'redis' },
);
