import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser, TEST_PASSWORD } from '../test/factories';
import { orderBody } from '../test/order-requests';
import { sessionCookieFor } from '../test/sessions';
import {
  eventually,
  severalInstancesSkipReason,
  startShopInstance,
  type ShopInstance,
} from '../test/shop-instance';
import { openFreshDatabase, type FreshDatabase } from '../test/test-database';

const skipReason = severalInstancesSkipReason();
/** Far longer than any test: a change seen on the other instance was announced, not expired. */
const LONG_CACHE = { CATALOG_CACHE_SECONDS: '3600' };
/** "At once": the time Redis takes to carry the news, on a busy two-core machine. */
const AT_ONCE_MS = 5_000;

describe.skipIf(skipReason)(
  `two instances on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: FreshDatabase;
    let a: ShopInstance;
    let b: ShopInstance;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      database = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      await insertPaymentMethods(database.db, [1]);
      // B emits no socket message it finds in the outbox itself: what reaches B's sockets came through Redis.
      a = await startShopInstance(database.url, { ...LONG_CACHE, REALTIME_RELAY_INTERVAL_MS: '100' });
      b = await startShopInstance(database.url, { ...LONG_CACHE, REALTIME_RELAY_INTERVAL_MS: '60000' });
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await a.close();
      await b.close();
      await database.dispose();
    });

    const call = (instance: ShopInstance, method: string, path: string, cookie?: string, body?: unknown) =>
      fetch(`${instance.url}${path}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('keeps a buyer signed in on B with the session A opened, and signed out on A after leaving on B', async () => {
      const student = await insertStudent(database.db);
      const signedIn = await call(a, 'POST', '/api/auth/login', undefined, {
        username: student.username,
        password: TEST_PASSWORD,
      });
      const cookie = /sid=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';

      const onB = await call(b, 'GET', '/api/auth/me', cookie);
      const signedOut = await call(b, 'POST', '/api/auth/logout', cookie);
      const onA = await call(a, 'GET', '/api/auth/me', cookie);

      expect(signedIn.status).toBe(200);
      expect(await onB.json()).toMatchObject({ data: { username: student.username } });
      expect(signedOut.status).toBe(200);
      expect(await onA.json()).toMatchObject({ success: true, data: null });
    });

    it("brings an order's order:updated from A to the buyer's socket on B", async () => {
      const student = await insertStudent(database.db);
      const cookie = await sessionCookieFor(database.db, student.id);
      const course = await insertCourse(database.db);
      const plan = await insertPlan(database.db, course.id, {
        planType: 'Free',
        price: 0,
        needApproval: true,
      });
      const ordered = await call(
        a,
        'POST',
        '/private/cart/order',
        cookie,
        orderBody({ lines: [{ courseId: course.id, planId: plan.id }], price: 0 }),
      );
      const { orderId } = (await ordered.json()) as { orderId: number };
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
      const review = await call(a, 'POST', `/api/admin/orders/${String(orderId)}/approve`, admin, {});

      expect(review.status).toBe(200);
      await expect(approved).resolves.toMatchObject({ orderId, payment_status: 'approved' });
    });

    it("shows an administrator's settings change made on A on B at once, though B caches settings for an hour", async () => {
      const admin = await sessionCookieFor(
        database.db,
        (await insertUser(database.db, { roles: ['admin'] })).id,
      );
      const titleOnB = async () => {
        const answer = (await (await call(b, 'GET', '/api/setting/site/into/1')).json()) as {
          data: { title: string };
        };
        return answer.data.title;
      };
      const before = await titleOnB();

      const changed = await call(a, 'PUT', '/api/admin/settings', admin, { title: 'Scaled-out School' });
      const startedAt = Date.now();
      const after = await eventually(titleOnB, (title) => title === 'Scaled-out School', AT_ONCE_MS);

      expect(before).not.toBe('Scaled-out School');
      expect(changed.status).toBe(200);
      expect(after).toBe('Scaled-out School');
      expect(Date.now() - startedAt).toBeLessThan(AT_ONCE_MS);
    });

    it("shows a seat taken by an order on A on B's course page at once, though B caches it for an hour", async () => {
      const course = await insertCourse(database.db, { courseType: 'In-class', seatsTotal: 5 });
      const plan = await insertPlan(database.db, course.id, { price: 100_000 });
      const buyer = await sessionCookieFor(database.db, (await insertStudent(database.db)).id);
      const seatsOnB = async () => {
        const page = await call(b, 'GET', `/public/courses/${String(course.id)}/0`);
        return ((await page.json()) as { data: { seat: number | null } }).data.seat;
      };
      const before = await seatsOnB();

      const ordered = await call(
        a,
        'POST',
        '/private/cart/order',
        buyer,
        orderBody({ lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 }),
      );

      expect(before).toBe(5);
      expect(ordered.status).toBe(200);
      expect(await eventually(seatsOnB, (seats) => seats === 4, AT_ONCE_MS)).toBe(4);
    });
  },
);
