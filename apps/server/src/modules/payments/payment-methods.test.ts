import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';

describe('GET /public/cart/payments/methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db, [1, 8, 9, 5, 13]);
    await t.db.update(paymentMethods).set({ isEnabled: false }).where(eq(paymentMethods.id, 13));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the enabled methods that have a panel, first one first, with the bank accounts of bank transfer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/cart/payments/methods' });

    const methods = response.json<{
      data: { id: number; bankList: unknown[]; application_id_1: string | null }[];
    }>().data;
    expect(methods.map((method) => method.id)).toEqual([1, 8, 9]);
    expect(methods[0]?.bankList).toEqual([
      expect.objectContaining({ account_id: '111-1-11111-1', bank: 'KBANK' }),
    ]);
    expect(methods[1]).toMatchObject({ application_id_1: 'public-8', bankList: [] });
  });

  it('never sends a secret key to the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/cart/payments/methods' });

    expect(response.body).not.toContain('secret');
  });
});
