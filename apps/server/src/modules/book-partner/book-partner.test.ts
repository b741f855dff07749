import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { insertPaymentMethods, insertShippingAddress } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import { postOrder } from '../../test/order-requests';
import { orderStatus, type OrderToPay } from '../../test/payment-fixtures';
import { sessionCookieFor } from '../../test/sessions';
import {
  decideOnHostedPage,
  postHostedForm,
  startedPaySolutions,
} from '../payments/providers/paysolutions/paysolutions-test-helpers';
import { listBookCartsOfOrder } from './book-partner-outbox';
import { bookPartnerSettings, type BookPartnerSettings } from './book-partner-settings';
import { deliverBookCarts } from './deliver-book-carts';

type PartnerCall = {
  status: number;
  isRepeat: boolean;
  cartId: string | null;
  body: Record<string, unknown>;
};

const quiet = { info: () => undefined, warn: () => undefined };
const MINUTE = 60_000;

describe('the partner bookshop call of a paid order with a free book', () => {
  let t: ListeningTestApp;
  let settings: BookPartnerSettings;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    const port = new URL(t.baseUrl).port;
    const found = bookPartnerSettings(
      loadConfig({ HOST: '127.0.0.1', PORT: port, PAYMENT_HTTP_TIMEOUT_MS: '2000' }),
    );
    if (!found) throw new Error('sandbox mode has a partner');
    settings = found;
    await insertPaymentMethods(t.db, [13]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    // Drain what earlier tests left, so each test sees only its own calls.
    await deliverBookCarts(t.db, settings, quiet, () => new Date(Date.now() + 24 * 60 * MINUTE));
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const partnerCalls = () => t.sandbox.call<PartnerCall[]>('GET', '/__control/book-partner/calls');

  /** A student's unpaid order of one course (with a physical free book, or none), paid by Pay Solutions. */
  const orderOf = async (freeBook: boolean): Promise<OrderToPay & { addressId: number | null }> => {
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const address = freeBook ? await insertShippingAddress(t.db, student.id) : null;
    const course = await insertCourse(
      t.db,
      freeBook ? { freeBook: true, freeBookType: 'physical_book' } : {},
    );
    const plan = await insertPlan(t.db, course.id, {
      price: 159_000,
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
    });
    const answer = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 159_000,
      paymentMethodId: 13,
      shippingAddressId: address?.id ?? null,
    });
    if (answer.statusCode !== 200) throw new Error(`order not made: ${answer.body}`);
    const orderId = answer.json<{ orderId: number }>().orderId;
    return {
      cookie,
      userId: student.id,
      orderId,
      total: 159_000,
      courseId: course.id,
      addressId: address?.id ?? null,
    };
  };

  const pay = async (order: OrderToPay) => {
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    await decideOnHostedPage(started, 'pay');
    await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: { order_id: order.orderId, order_payment_id: started.orderPaymentId },
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  };

  it('sends the partner one cart with the order, its courses and the shipping address, once paid', async () => {
    const order = await orderOf(true);
    expect(await listBookCartsOfOrder(t.db, order.orderId)).toHaveLength(0);

    await pay(order);
    const report = await deliverBookCarts(t.db, settings, quiet);
    const again = await deliverBookCarts(t.db, settings, quiet, () => new Date(Date.now() + 60 * MINUTE));

    expect(report).toEqual({ delivered: 1, failed: 0 });
    expect(again).toEqual({ delivered: 0, failed: 0 });
    const calls = await partnerCalls();
    expect(calls).toHaveLength(1);
    // The sandbox lists the call without the buyer's details; what was sent is the outbox row's.
    expect(calls[0]?.body).toMatchObject({
      order_id: order.orderId,
      email: expect.stringMatching(/^.\*\*\*@/) as string,
      shipping_address: '[redacted]',
    });
    const [row] = await listBookCartsOfOrder(t.db, order.orderId);
    expect(row?.payload).toMatchObject({
      order_id: order.orderId,
      user_id: order.userId,
      email: expect.stringContaining('@') as string,
      course_id: [order.courseId],
      price: '1590.00',
      totalPrice: '1590.00',
      discount: '0.00',
      courses: [{ course_id: order.courseId, free_book: true, free_book_type: 'physical_book' }],
      cancel_at: expect.any(String) as string,
      order_at: expect.any(String) as string,
      shipping_address_id: order.addressId,
      shipping_address: { recipientName: 'Somsri' },
    });
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.payload.partner_location).toMatch(/\/sandbox\/book-partner\/carts\/BC\d+$/);
  });

  it('tries again later when the partner fails, and the partner gets the cart once in the end', async () => {
    const order = await orderOf(true);
    await pay(order);
    await t.sandbox.call('POST', '/__control/book-partner/fail', { times: 1, status: 500 });

    const failed = await deliverBookCarts(t.db, settings, quiet);
    const tooSoon = await deliverBookCarts(t.db, settings, quiet);
    const later = await deliverBookCarts(t.db, settings, quiet, () => new Date(Date.now() + 2 * MINUTE));

    expect([failed, tooSoon, later]).toEqual([
      { delivered: 0, failed: 1 },
      { delivered: 0, failed: 0 },
      { delivered: 1, failed: 0 },
    ]);
    const calls = await partnerCalls();
    expect(calls.map((call) => [call.status, call.isRepeat])).toEqual([
      [500, false],
      [200, false],
    ]);
    expect(new Set(calls.map((call) => call.cartId).filter(Boolean)).size).toBe(1);
    const [row] = await listBookCartsOfOrder(t.db, order.orderId);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('also tries again when the partner cannot be reached at all', async () => {
    const order = await orderOf(true);
    await pay(order);

    const unreachable = await deliverBookCarts(t.db, { ...settings, url: 'http://127.0.0.1:9/cart' }, quiet);

    expect(unreachable).toEqual({ delivered: 0, failed: 1 });
    const [row] = await listBookCartsOfOrder(t.db, order.orderId);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(row?.lastError).toBeTruthy();
  });

  it('sends nothing for an order without a free book, nor for one not paid', async () => {
    const plain = await orderOf(false);
    const unpaid = await orderOf(true);

    await pay(plain);
    const report = await deliverBookCarts(t.db, settings, quiet);

    expect(report).toEqual({ delivered: 0, failed: 0 });
    expect(await listBookCartsOfOrder(t.db, plain.orderId)).toHaveLength(0);
    expect(await listBookCartsOfOrder(t.db, unpaid.orderId)).toHaveLength(0);
    expect(await partnerCalls()).toHaveLength(0);
  });

  it('stops between two calls when told to: the call made stands, the other is due again at once', async () => {
    const orders = [await orderOf(true), await orderOf(true)];
    for (const order of orders) await pay(order);
    const stop = new AbortController();
    // The signal comes as the first call is answered.
    const stoppingLog = { info: () => stop.abort(), warn: () => undefined };

    const report = await deliverBookCarts(t.db, settings, stoppingLog, undefined, stop.signal);
    const stoppedAt = new Date();

    expect(report).toEqual({ delivered: 1, failed: 0 });
    expect(await partnerCalls()).toHaveLength(1);
    const rows = (await Promise.all(orders.map((order) => listBookCartsOfOrder(t.db, order.orderId)))).flat();
    const left = rows.filter((row) => row.deliveredAt === null);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ attempts: 0, lastError: null });
    expect(left[0]?.availableAt.getTime()).toBeLessThanOrEqual(stoppedAt.getTime());
  });
});

describe('where the partner bookshop is', () => {
  it('is the sandbox in sandbox mode, BOOK_PARTNER_URL when set, and nowhere in live mode without it', () => {
    expect(bookPartnerSettings(loadConfig({ PORT: '4000' }))).toMatchObject({
      url: 'http://127.0.0.1:4000/sandbox/book-partner/cart',
      apiKey: 'shop-sandbox-book-partner-key',
    });
    expect(bookPartnerSettings(loadConfig({ PAYMENT_MODE: 'live' }))).toBeNull();
    expect(
      bookPartnerSettings(
        loadConfig({
          PAYMENT_MODE: 'live',
          BOOK_PARTNER_URL: 'https://books.example/cart',
          BOOK_PARTNER_API_KEY: 'k',
        }),
      ),
    ).toMatchObject({ url: 'https://books.example/cart', apiKey: 'k' });
  });
});
