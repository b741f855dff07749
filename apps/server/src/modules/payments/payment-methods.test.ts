import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

describe('the payment methods offered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db, [1, 8, 9, 5, 13, 2]);
    await t.db.update(paymentMethods).set({ isEnabled: false }).where(eq(paymentMethods.id, 9));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the enabled methods that have a panel and a running adapter, first one first, with the bank accounts', async () => {
    for (const url of ['/public/cart/payments/methods', '/public/payments/methods']) {
      const response = await t.app.inject({ method: 'GET', url });

      const methods = response.json<{
        data: { id: number; bankList: unknown[]; application_id_1: string | null }[];
      }>().data;
      expect(methods.map((method) => method.id)).toEqual([1, 8, 13, 2]);
      expect(methods[0]?.bankList).toEqual([
        expect.objectContaining({ account_id: '111-1-11111-1', bank: 'KBANK' }),
      ]);
    }
  });

  it('never sends a secret key to the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/cart/payments/methods' });

    expect(response.body).not.toContain('secret');
  });

  it.each([
    ['5, which has no panel', 5],
    ['a switched-off method', 9],
    ['a method that does not exist', 77],
  ])('refuses an order paid by %s', async (_name, methodId) => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 50_000 });

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 50_000,
      paymentMethodId: methodId,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
  });
});
