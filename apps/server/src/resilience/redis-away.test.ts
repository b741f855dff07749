import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../test/factories';
import { freePort } from '../test/free-port';
import { postOrder } from '../test/order-requests';
import { watchProcessErrors } from '../test/process-errors';
import { sessionCookieFor } from '../test/sessions';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openFreshDatabase, testDatabaseKind, type FreshDatabase } from '../test/test-database';

/** Sign-in tries allowed per account and address each minute in these tests. */
const ATTEMPTS = 3;
/** What ATTEMPTS + 1 tries get when the limit holds. */
const LIMITED = [401, 401, 401, 429];

const signInAttempt = (app: App, username: string, password = 'not-the-password') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

/** Sign-in answers for `count` tries, each timed. */
const timedAttempts = async (app: App, username: string, count: number) => {
  const answers: { status: number; ms: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = Date.now();
    const response = await signInAttempt(app, username);
    answers.push({ status: response.statusCode, ms: Date.now() - started });
  }
  return answers;
};

/** ioredis prints this when a client has no error listener; the shop's log must not show it. */
const watchUnhandledRedisErrors = () => {
  const spy = vi.spyOn(console, 'error');
  return {
    printed: () =>
      spy.mock.calls.filter((call) => String(call[0]).includes('[ioredis] Unhandled error event')),
    stop: () => {
      spy.mockRestore();
    },
  };
};

describe('a server whose Redis is down when it starts', () => {
  let t: TestApp;
  let redisErrors: ReturnType<typeof watchUnhandledRedisErrors>;
  beforeAll(async () => {
    redisErrors = watchUnhandledRedisErrors();
    // Nothing listens on this port: Redis is away from the first moment.
    t = await buildTestApp({
      REDIS_URL: `redis://127.0.0.1:${String(await freePort())}`,
      LOGIN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS),
    });
    await insertPaymentMethods(t.db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    redisErrors.stop();
  });

  it('starts and says in /health that it runs without Redis, still ready for traffic', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });

    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it('signs buyers in and takes orders, counting rate limits on this instance', async () => {
    const student = await insertStudent(t.db);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });

    const signIn = await signInAttempt(t.app, student.username, 'secret-pass-1');
    const order = await postOrder(t.app, await sessionCookieFor(t.db, student.id), {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 100_000,
    });
    const wrong = await timedAttempts(t.app, student.username, ATTEMPTS);

    expect(signIn.statusCode).toBe(200);
    expect(order.statusCode).toBe(200);
    // The successful sign-in was the first of the three tries.
    expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(redisErrors.printed()).toEqual([]);
  });
});

const redisUrl = process.env.REDIS_URL;
/** Redis behaves the same whatever the database: these run once, on PostgreSQL where it is there. */
const isThisRunsDatabase = testDatabaseKind() === 'postgres' || !process.env.DATABASE_URL;

// A real Redis behind a proxy the test cuts and restores (CI has one; REDIS_URL names it).
describe.skipIf(!redisUrl || !isThisRunsDatabase)(
  'Redis going away and coming back while two instances run',
  () => {
    let proxy: TcpProxy;
    let database: FreshDatabase;
    let a: { app: App; url: string };
    let b: { app: App; url: string };
    let processErrors: ReturnType<typeof watchProcessErrors>;
    let redisErrors: ReturnType<typeof watchUnhandledRedisErrors>;
    const sockets: Socket[] = [];

    const instance = async () => {
      const port = await freePort();
      const redis = new URL(redisUrl ?? '');
      redis.host = `127.0.0.1:${String(proxy.port)}`;
      const config = loadConfig({
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: redis.toString(),
        REDIS_COMMAND_TIMEOUT_MS: '300',
        LOGIN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS),
        REALTIME_RELAY_INTERVAL_MS: '60000',
      });
      const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
      await app.listen({ host: '127.0.0.1', port });
      return { app, url: `http://127.0.0.1:${String(port)}` };
    };
    const redisState = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/health' })).json<{ redis: string }>().redis;
    const waitForRedis = async (state: 'up' | 'down') => {
      await vi.waitFor(
        async () => {
          expect([await redisState(a.app), await redisState(b.app)]).toEqual([state, state]);
        },
        { timeout: 15_000, interval: 100 },
      );
    };
    const openSocket = async (url: string, cookie: string) => {
      const socket = connect(url, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      return socket;
    };
    const nextEvent = (socket: Socket, event: string) =>
      new Promise<unknown>((resolve) => {
        socket.once(event, resolve);
      });

    beforeAll(async () => {
      const target = new URL(redisUrl ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      database = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      await insertPaymentMethods(database.db);
      redisErrors = watchUnhandledRedisErrors();
      processErrors = watchProcessErrors();
      a = await instance();
      b = await instance();
      await waitForRedis('up');
    }, 120_000);
    afterEach(async () => {
      proxy.restore();
      await waitForRedis('up');
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await a.app.close();
      await b.app.close();
      await database.dispose();
      await proxy.close();
      processErrors.stop();
      redisErrors.stop();
    });

    it('keeps signing in and taking orders while Redis is away, limits counted per instance', async () => {
      const student = await insertStudent(database.db);
      const course = await insertCourse(database.db);
      const plan = await insertPlan(database.db, course.id, { price: 100_000 });
      proxy.cut();

      const signIn = await signInAttempt(a.app, student.username, 'secret-pass-1');
      const order = await postOrder(a.app, await sessionCookieFor(database.db, student.id), {
        lines: [{ courseId: course.id, planId: plan.id }],
        price: 100_000,
      });
      const wrong = await timedAttempts(a.app, student.username, ATTEMPTS);
      const health = await a.app.inject({ method: 'GET', url: '/health' });

      expect(signIn.statusCode).toBe(200);
      expect(order.statusCode).toBe(200);
      // The successful sign-in was the first of the three tries.
      expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 429]);
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    });

    it('answers within the command timeout when Redis stops answering on an open connection', async () => {
      const student = await insertStudent(database.db);
      proxy.freeze();

      const answers = await timedAttempts(a.app, student.username, ATTEMPTS + 1);

      expect(answers.map((answer) => answer.status)).toEqual(LIMITED);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000);
      expect(await redisState(a.app)).toBe('down');
    });

    it('shares the counts between instances again once Redis is back', async () => {
      const student = await insertStudent(database.db);
      proxy.cut();
      await waitForRedis('down');

      proxy.restore();
      await waitForRedis('up');
      const first = await timedAttempts(a.app, student.username, ATTEMPTS);
      const onOther = await timedAttempts(b.app, student.username, 1);

      expect([...first, ...onOther].map((answer) => answer.status)).toEqual(LIMITED);
    });

    it("reaches a buyer's socket on this instance while Redis is away, and on the other once it is back", async () => {
      const student = await insertStudent(database.db);
      const cookie = await sessionCookieFor(database.db, student.id);
      const onA = await openSocket(a.url, cookie);
      const onB = await openSocket(b.url, cookie);
      proxy.cut();
      await waitForRedis('down');

      const local = nextEvent(onA, 'order:updated');
      a.app.realtime.toUser(student.id, 'order:updated', { orderId: 1 });
      await expect(local).resolves.toEqual({ orderId: 1 });

      proxy.restore();
      await waitForRedis('up');
      await vi.waitFor(
        async () => {
          const across = nextEvent(onB, 'order:updated');
          a.app.realtime.toUser(student.id, 'order:updated', { orderId: 2 });
          await expect(
            Promise.race([across, new Promise((resolve) => setTimeout(() => resolve('not yet'), 300))]),
          ).resolves.toEqual({ orderId: 2 });
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(processErrors.errors).toEqual([]);
      expect(redisErrors.printed()).toEqual([]);
    });
  },
);
