import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder, type OrderRequest } from '../../test/order-requests';
import { ownConnection, waitForLockWaiters } from '../../test/own-connection';
import { sessionCookieFor } from '../../test/sessions';
import { testDatabaseKind } from '../../test/test-database';

type Answer = { orderId: number };

// Two requests overlap only on a server that runs queries side by side; PGlite runs one at a time.
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'an Idempotency-Key retry that overlaps its first request',
  () => {
    let t: TestApp;
    let watcher: pg.Client;
    let seatHolder: pg.Client;
    let readGate: pg.Client;
    beforeAll(async () => {
      t = await buildTestApp();
      await insertPaymentMethods(t.db);
      watcher = await ownConnection(t.db, 'test-watcher');
      seatHolder = await ownConnection(t.db, 'test-seat-holder');
      readGate = await ownConnection(t.db, 'test-read-gate');
    });
    afterAll(async () => {
      await Promise.all([watcher.end(), seatHolder.end(), readGate.end()]);
      await t.close();
    });

    /**
     * Forces the overlap: the first request's transaction waits for its seat (held by the test)
     * after claiming the key; the retry then misses the uncommitted answer and its reads wait at
     * a gate (a lock on a table the order rules read) until the first request has committed.
     */
    const overlap = async (courseId: number, request: OrderRequest) => {
      const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
      const headers = { 'idempotency-key': `overlap-${String(courseId)}-key` };
      await seatHolder.query('begin');
      await seatHolder.query('select id from courses where id = $1 for update', [courseId]);
      const first = postOrder(t.app, cookie, request, headers).then((response) => response);
      await waitForLockWaiters(watcher, 1);
      await readGate.query('begin');
      await readGate.query('lock table tax_profiles in access exclusive mode');
      const retry = postOrder(t.app, cookie, request, headers).then((response) => response);
      await waitForLockWaiters(watcher, 2);

      await seatHolder.query('rollback');
      const firstAnswer = await first;
      await readGate.query('rollback');
      return { first: firstAnswer, retry: await retry };
    };

    it('replays the first order instead of refusing it with TIME_LEFT', async () => {
      const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 10 });
      const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });

      const { first, retry } = await overlap(course.id, {
        lines: [{ courseId: course.id, planId: plan.id }],
        price: 50_000,
      });

      expect(first.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(
        await t.db.select().from(orders).where(eq(orders.id, first.json<Answer>().orderId)),
      ).toHaveLength(1);
    });

    it('replays the order that took the last seat instead of refusing the course as taken', async () => {
      const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 1 });
      // A free seat that waits for an administrator: the retry finds the course full, not its own order.
      const plan = await insertPlan(t.db, course.id, { planType: 'Free', price: 0, needApproval: true });

      const { first, retry } = await overlap(course.id, {
        lines: [{ courseId: course.id, planId: plan.id }],
        price: 0,
      });

      expect(first.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    });
  },
);
