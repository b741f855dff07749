import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/tables';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../test/factories';
import { postOrder } from '../test/order-requests';
import { ownConnection, urlOf, waitForLockWaiters } from '../test/own-connection';
import { watchProcessErrors } from '../test/process-errors';
import { sessionCookieFor } from '../test/sessions';
import { testDatabaseKind } from '../test/test-database';

/** Ends every connection of the server, as a PostgreSQL restart or an administrator would. */
const END_SERVER_CONNECTIONS = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and application_name not like 'test-%'`;

/**
 * Keeps this process busy, as a loaded event loop is, until PostgreSQL has ended backend `pid`
 * while its transaction waits idle for the next query; a second process watches and ends it.
 */
const endWhenIdleInTransaction = (url: string, pid: number) => {
  const script = `
    const { Client } = require('pg');
    (async () => {
      const client = new Client({ connectionString: process.env.URL });
      await client.connect();
      for (;;) {
        const { rows } = await client.query('select state from pg_stat_activity where pid = $1', [process.env.PID]);
        if (rows[0]?.state === 'idle in transaction') break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await client.query('select pg_terminate_backend($1)', [process.env.PID]);
      await client.end();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, URL: url, PID: String(pid) },
    timeout: 20_000,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not end backend ${String(pid)}: ${result.stderr}`);
};

// The embedded PGlite has no connections to lose; this is PostgreSQL's fault (issue 11, item 12).
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'PostgreSQL ending the connections of a running server',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    let locker: pg.Client;
    let processErrors: ReturnType<typeof watchProcessErrors>;
    beforeAll(async () => {
      t = await buildTestApp();
      await insertPaymentMethods(t.db);
      admin = await ownConnection(t.db, 'test-admin');
      locker = await ownConnection(t.db, 'test-locker');
    });
    afterEach(() => {
      processErrors.stop();
    });
    afterAll(async () => {
      await Promise.all([admin.end(), locker.end()]);
      await t.close();
    });

    /** An order whose transaction is open and waiting for its seat, which the locker holds. */
    const orderWaitingForItsSeat = async () => {
      const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 5 });
      const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });
      const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
      const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 50_000 };
      await locker.query('begin');
      await locker.query('select id from courses where id = $1 for update', [course.id]);
      // An injected request starts when something waits for it.
      const answer = postOrder(t.app, cookie, request).then((response) => response);
      const [pid] = await waitForLockWaiters(admin, 1);
      return { answer, pid: pid ?? 0, retry: () => postOrder(t.app, cookie, request) };
    };

    it('answers an order whose transaction loses its connection with 503 and goes on serving', async () => {
      processErrors = watchProcessErrors();
      const order = await orderWaitingForItsSeat();

      await admin.query(END_SERVER_CONNECTIONS);
      const answer = await order.answer;
      await locker.query('rollback');

      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // The buyer tries again after the Retry-After the shop gave: connections the server ended
      // together with this one may still be noticed as gone by the first retry on a busy machine.
      let again = await order.retry();
      for (let tries = 1; again.statusCode === 503 && tries < 3; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, Number(again.headers['retry-after']) * 1000));
        again = await order.retry();
      }
      expect(again.statusCode).toBe(200);
      const made = await t.db
        .select()
        .from(orders)
        .where(eq(orders.id, again.json<{ orderId: number }>().orderId));
      expect(made).toHaveLength(1);
      expect(processErrors.errors).toEqual([]);
    });

    it('survives losing a connection that sits in a transaction between two queries', async () => {
      processErrors = watchProcessErrors();
      // Asked before the seat is let go: awaiting anything after that lets the server read the
      // seat's answer and finish its transaction, and no backend would ever sit idle in it.
      const url = await urlOf(t.db);
      const order = await orderWaitingForItsSeat();

      // Let the seat update through, and end that connection before this process reads the
      // answer: the answer and the end of the connection arrive together, between two queries.
      void locker.query('rollback');
      endWhenIdleInTransaction(url, order.pid);
      const answer = await order.answer;

      expect(processErrors.errors).toEqual([]);
      expect(answer.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });

    it('keeps answering while its connections are ended again and again under load', async () => {
      processErrors = watchProcessErrors();
      const load = { isRunning: true };
      const ending = (async () => {
        while (load.isRunning) {
          await admin.query(END_SERVER_CONNECTIONS);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const reads = Array.from({ length: 60 }, async () => {
        const response = await t.app.inject({ method: 'GET', url: '/public/courses' });
        return response.statusCode;
      });

      const statuses = await Promise.all(reads);
      load.isRunning = false;
      await ending;

      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect(processErrors.errors).toEqual([]);
    });
  },
);
