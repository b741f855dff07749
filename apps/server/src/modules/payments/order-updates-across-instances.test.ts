import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';
import { openFreshDatabase, type FreshDatabase } from '../../test/test-database';

const redisUrl = process.env.REDIS_URL;

/** One instance of the shop, as a load balancer would see it, on the shared database and Redis. */
const instance = async (database: FreshDatabase, relayIntervalMs: string) => {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    REDIS_URL: redisUrl ?? '',
    REALTIME_RELAY_INTERVAL_MS: relayIntervalMs,
  });
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.listen({ host: '127.0.0.1', port });
  return { app, url: `http://127.0.0.1:${String(port)}` };
};

describe.skipIf(!redisUrl)('order updates across instances (Redis)', () => {
  let database: FreshDatabase;
  let a: { app: App; url: string };
  let b: { app: App; url: string };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    database = await openFreshDatabase({
      pgliteTemplateFile: inject('pgliteTemplateFile'),
      postgresTemplate: inject('postgresTemplate'),
    });
    // B never looks in the outbox itself during the test: what it delivers came through Redis.
    a = await instance(database, '100');
    b = await instance(database, '60000');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a.app.close();
    await b.app.close();
    await database.dispose();
  });

  it("reaches the buyer's socket on another instance than the one that changed the order", async () => {
    await insertPaymentMethods(database.db, [1]);
    const student = await insertStudent(database.db);
    const cookie = await sessionCookieFor(database.db, student.id);
    const course = await insertCourse(database.db);
    const plan = await insertPlan(database.db, course.id, { planType: 'Free', price: 0, needApproval: true });
    const orderId = (
      await postOrder(a.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 0 })
    ).json<{ orderId: number }>().orderId;
    const socket = connect(b.url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    const approved = new Promise((resolve) =>
      socket.on('order:updated', (event: { orderId: number; payment_status: string }) => {
        if (event.orderId === orderId && event.payment_status === 'approved') resolve(event);
      }),
    );

    const admin = await sessionCookieFor(
      database.db,
      (await insertUser(database.db, { roles: ['admin'] })).id,
    );
    const review = await a.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/approve`,
      headers: { cookie: admin },
      payload: {},
    });

    expect(review.statusCode).toBe(200);
    await expect(approved).resolves.toMatchObject({ orderId, payment_status: 'approved' });
  });
});
