import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxProfiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  insertPaymentMethods,
  insertShippingAddress,
  insertShippingFeeOption,
} from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';
import { setSettings } from '../../test/settings';

type Answer = {
  order_detail: {
    price: number;
    withholding_price: number;
    total: number;
    vat: number;
    shipping_fee: number;
  };
  error?: { code: string };
};

describe('VAT, withholding tax and shipping on an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
    await setSettings(t.db, { is_enable_vat: true, vat_value: 7 });
  });
  afterAll(async () => {
    await t.close();
  });

  const juristicBuyer = async () => {
    const student = await insertStudent(t.db);
    await t.db.insert(taxProfiles).values({
      userId: student.id,
      isRequireTaxInvoice: true,
      taxPersonType: 'juristic_person',
      taxNameOne: 'Acme Co., Ltd.',
      taxNameTwo: '00000',
      taxPayerIdentificationNo: '0105551234567',
      taxAddress: 'Bangkok',
    });
    return sessionCookieFor(t.db, student.id);
  };

  it('adds 7% VAT and takes 3% or 1% withholding of the net for a juristic buyer', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 200_000 });
    const lines = [{ courseId: course.id, planId: plan.id }];

    const threePercent = (
      await postOrder(t.app, await juristicBuyer(), {
        lines,
        price: 214_000,
        withholdingPrice: 6_000,
        withholding: 3,
      })
    ).json<Answer>();
    const onePercent = (
      await postOrder(t.app, await juristicBuyer(), {
        lines,
        price: 214_000,
        withholdingPrice: 2_000,
        withholding: 1,
      })
    ).json<Answer>();

    expect(threePercent.order_detail).toMatchObject({
      price: 214_000,
      vat: 14_000,
      withholding_price: 6_000,
      total: 208_000,
    });
    expect(onePercent.order_detail).toMatchObject({ withholding_price: 2_000, total: 212_000 });
  });

  it('refuses withholding for a buyer who is not a juristic person asking for a tax invoice', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 200_000 });
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 214_000,
      withholding: 3,
    });

    expect(response.json<Answer>().error?.code).toBe('WITHHOLDING_NOT_ALLOWED');
  });

  it('needs a delivery address and a fee option for a product, and charges the fee', async () => {
    const product = await insertCourse(t.db, { courseType: 'product', availableQty: 10 });
    const plan = await insertPlan(t.db, product.id, { planType: 'One-Time Payment', price: 30_000 });
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const fee = await insertShippingFeeOption(t.db, { fee: 8_000 });
    const address = await insertShippingAddress(t.db, student.id);
    const othersAddress = await insertShippingAddress(t.db, (await insertStudent(t.db)).id);
    const lines = [{ courseId: product.id, planId: plan.id }];

    const nothing = await postOrder(t.app, cookie, { lines, price: 32_100 });
    const stolenAddress = await postOrder(t.app, cookie, {
      lines,
      price: 32_100,
      shippingFee: 8_000,
      shippingFeeId: fee.id,
      shippingAddressId: othersAddress.id,
    });
    const complete = await postOrder(t.app, cookie, {
      lines,
      price: 32_100,
      shippingFee: 8_000,
      shippingFeeId: fee.id,
      shippingAddressId: address.id,
    });

    const refused = nothing.json<{ error: { code: string; result: { code: string }[] } }>().error;
    expect(refused.code).toBe('SHIPPING_ADDRESS_REQUIRED');
    expect(refused.result.map((refusal) => refusal.code)).toContain('SHIPPING_FEE_REQUIRED');
    expect(stolenAddress.json<Answer>().error?.code).toBe('SHIPPING_ADDRESS_REQUIRED');
    expect(complete.json<Answer>().order_detail).toMatchObject({
      price: 32_100,
      shipping_fee: 8_000,
      total: 40_100,
    });
  });

  it('answers the access time left on an approved enrolment', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, {
      planType: 'Period',
      term: 7,
      termUnit: 'Day(s)',
      price: 0,
    });
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    await postOrder(t.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 0 });

    const response = await t.app.inject({
      method: 'GET',
      url: `/private/course/countdowntime/${String(course.id)}`,
      headers: { cookie },
    });

    const [record] = response.json<{ data: { planType: string; remaining_ms: number; term: number }[] }>()
      .data;
    expect(record).toMatchObject({ planType: 'Period', term: 7 });
    expect(record?.remaining_ms).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(record?.remaining_ms).toBeLessThanOrEqual(7 * 86_400_000);
  });
});
