import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from '../test/build-sandbox-app';
import { BOOK_PARTNER_SANDBOX_KEYS } from './book-partner-sandbox-keys';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CART = {
  order_id: 42,
  user_id: 7,
  email: 'somying@example.com',
  course_id: [3],
  price: '2664.30',
  totalPrice: '2664.30',
  discount: '0.00',
  currency_code: 'THB',
  courses: [{ course_id: 3, course_name: 'Python', free_book: true, free_book_type: 'physical_book' }],
  cancel_at: null,
  order_at: '2026-11-23T03:04:05.000Z',
  shipping_address_id: 5,
  shipping_address: { recipientName: 'Somsri', address: '1 Sukhumvit Rd' },
};

const postCart = (
  app: FastifyInstance,
  body: unknown,
  key: string | null = BOOK_PARTNER_SANDBOX_KEYS.apiKey,
) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/book-partner/cart',
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: body as Record<string, unknown>,
  });

const calls = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/sandbox/__control/book-partner/calls' })).json<
    { status: number; cartId: string | null; isRepeat: boolean }[]
  >();

describe("the partner bookshop's cart", () => {
  it('takes a cart and answers sucess (so spelled) with the location of its page', async () => {
    app = await buildSandboxApp();

    const answer = await postCart(app, CART);

    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ sucess: boolean; location: string }>();
    expect(body.sucess).toBe(true);
    expect(body.location).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/book-partner/carts/BC\\d+$`));
    const page = await app.inject({ method: 'GET', url: new URL(body.location).pathname });
    expect(page.body).toContain('s***@example.com');
    expect(page.body).not.toContain('somying@example.com');
    expect(await calls(app)).toMatchObject([{ status: 200, isRepeat: false }]);
  });

  it('answers the same cart to a repeat of the same order', async () => {
    app = await buildSandboxApp();

    const first = await postCart(app, CART);
    const again = await postCart(app, CART);

    expect(again.json()).toEqual(first.json());
    expect((await calls(app)).map((call) => call.isRepeat)).toEqual([false, true]);
  });

  it('refuses a call without the key, and names the first wrong field', async () => {
    app = await buildSandboxApp();

    const noKey = await postCart(app, CART, null);
    const wrongKey = await postCart(app, CART, 'nope');
    const noCourses = await postCart(app, { ...CART, course_id: [] });
    const floatPrice = await postCart(app, { ...CART, price: 2664.3 });

    expect([noKey.statusCode, wrongKey.statusCode]).toEqual([401, 401]);
    expect(noCourses.json()).toEqual({ sucess: false, message: 'invalid course_id' });
    expect(floatPrice.json()).toEqual({ sucess: false, message: 'invalid price' });
  });

  it('fails the next calls when told to, then takes them again', async () => {
    app = await buildSandboxApp();
    await app.inject({ method: 'POST', url: '/sandbox/__control/book-partner/fail', payload: { times: 1 } });

    const down = await postCart(app, CART);
    const up = await postCart(app, CART);

    expect(down.statusCode).toBe(500);
    expect(up.json()).toMatchObject({ sucess: true });
    expect((await calls(app)).map((call) => [call.status, call.isRepeat])).toEqual([
      [500, false],
      [200, false],
    ]);
  });
});
