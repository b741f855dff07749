import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

describe('Idempotency-Key on order creation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same key twice with the one order it made', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 };
    const headers = { 'idempotency-key': 'checkout-0001-abc' };

    const first = await postOrder(t.app, cookie, request, headers);
    const second = await postOrder(t.app, cookie, request, headers);

    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<{ orderId: number }>().orderId).toBe(first.json<{ orderId: number }>().orderId);
    expect(await t.db.select().from(orders).where(eq(orders.userId, student.id))).toHaveLength(1);
  });

  it('refuses the same key with a different request', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const other = await insertCourse(t.db);
    const otherPlan = await insertPlan(t.db, other.id, { price: 100_000 });
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const headers = { 'idempotency-key': 'checkout-0002-abc' };

    await postOrder(
      t.app,
      cookie,
      { lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 },
      headers,
    );
    const changed = await postOrder(
      t.app,
      cookie,
      { lines: [{ courseId: other.id, planId: otherPlan.id }], price: 100_000 },
      headers,
    );

    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('lets a key be used again after its first request was refused', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const headers = { 'idempotency-key': 'checkout-0003-abc' };

    const refused = await postOrder(
      t.app,
      cookie,
      { lines: [{ courseId: course.id, planId: plan.id }], price: 1 },
      headers,
    );
    const fixed = await postOrder(
      t.app,
      cookie,
      { lines: [{ courseId: course.id, planId: plan.id }], price: 1 },
      headers,
    );

    expect(refused.statusCode).toBe(409);
    expect(fixed.statusCode).toBe(409);
  });

  it('refuses a malformed key', async () => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await postOrder(t.app, cookie, { lines: [], price: 0 }, { 'idempotency-key': 'x' });

    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'Idempotency-Key' }] },
    });
  });
});
