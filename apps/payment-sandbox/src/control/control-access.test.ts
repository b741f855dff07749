import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOK_PARTNER_SANDBOX_KEYS } from '../book-partner/book-partner-sandbox-keys';
import { chargeCard } from '../gbprime/gbprime-test-client';
import { buildSandboxApp, TEST_CONTROL_SECRET, type SandboxTestApp } from '../test/build-sandbox-app';
import { createToken } from '../test/omise-test-client';

const apps: FastifyInstance[] = [];
const build = async (options: Parameters<typeof buildSandboxApp>[0] = {}) => {
  const app = await buildSandboxApp(options);
  apps.push(app);
  return app;
};

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A control call exactly as given: no secret is added. */
const controlCall = (
  app: SandboxTestApp,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
) =>
  app.injectWithoutSecret({
    method,
    url: `/sandbox/__control${path}`,
    headers,
    payload: method === 'POST' ? {} : undefined,
  });

describe("the sandbox's control API", () => {
  it('refuses a caller without the secret, or with a wrong one, and changes nothing', async () => {
    const app = await build();
    await chargeCard(app, '4535017710535741');

    const answers = await Promise.all([
      controlCall(app, 'GET', '/requests'),
      controlCall(app, 'POST', '/reset', { 'x-sandbox-control': 'guess' }),
      controlCall(app, 'POST', '/faults', { 'x-sandbox-control': `${TEST_CONTROL_SECRET}x` }),
      controlCall(app, 'GET', '/gbprime/transactions'),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
    expect(answers[0].json()).toEqual({ error: expect.stringContaining('x-sandbox-control') as string });
    const kept = await controlCall(app, 'GET', '/gbprime/transactions', {
      'x-sandbox-control': TEST_CONTROL_SECRET,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toHaveLength(1);
  });

  it('answers the holder of the secret, and leaves the provider APIs and pages open to the shop and the tester', async () => {
    const app = await build();

    const control = await controlCall(app, 'POST', '/reset', { 'x-sandbox-control': TEST_CONTROL_SECRET });
    const pages = await Promise.all(
      ['/sandbox/', '/sandbox/omise/', '/sandbox/gbprime/', '/sandbox/2c2p/', '/sandbox/scb/bank-app'].map(
        (url) => app.injectWithoutSecret({ method: 'GET', url }),
      ),
    );

    expect(control.statusCode).toBe(200);
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('answers whoever the mounting shop recognises as an administrator, and no one else without the secret', async () => {
    const app = await build({
      control: {
        secret: TEST_CONTROL_SECRET,
        isAdministrator: (request) => Promise.resolve(request.headers.cookie === 'sid=admin'),
      },
    });

    const admin = await controlCall(app, 'GET', '/faults', { cookie: 'sid=admin' });
    const student = await controlCall(app, 'GET', '/faults', { cookie: 'sid=student' });

    expect([admin.statusCode, student.statusCode]).toEqual([200, 403]);
  });
});

describe('what the sandbox lists of the buyers', () => {
  it("masks the buyer's e-mail, name and card in recorded requests and listed payments", async () => {
    const app = await build();
    const token = await createToken(app, '4242424242424242');
    await chargeCard(app, '4535017710535741', {
      customerName: 'Somchai Jaidee',
      customerEmail: 'somchai.private@example.com',
      customerTelephone: '0891234567',
      customerAddress: '99 Private Road, Bangkok',
    });

    const listed = [
      (await app.inject({ method: 'GET', url: '/sandbox/__control/requests' })).body,
      (await app.inject({ method: 'GET', url: '/sandbox/__control/gbprime/transactions' })).body,
      (await app.inject({ method: 'GET', url: `/sandbox/__control/omise/charges` })).body,
      (await app.inject({ method: 'GET', url: '/sandbox/gbprime/' })).body,
    ].join('\n');

    expect(token.card.last_digits).toBe('4242');
    for (const personal of [
      'somchai.private@example.com',
      'Somchai',
      'SOMCHAI JAIDEE',
      '0891234567',
      '99 Private Road',
      '4535017710535741',
      '4242424242424242',
      '"securityCode":"123"',
    ])
      expect(listed).not.toContain(personal);
    expect(listed).toContain('s***@example.com');
    expect(listed).toContain('****5741');
  });

  it("masks the e-mail and the delivery address of the partner bookshop's carts", async () => {
    const app = await build();
    const sent = await app.inject({
      method: 'POST',
      url: '/sandbox/book-partner/cart',
      headers: { authorization: `Bearer ${BOOK_PARTNER_SANDBOX_KEYS.apiKey}` },
      payload: {
        order_id: 7,
        user_id: 3,
        email: 'somying.private@example.com',
        course_id: [3],
        price: '1590.00',
        totalPrice: '1590.00',
        discount: '0.00',
        currency_code: 'THB',
        courses: [{ course_id: 3, course_name: 'Python', free_book: true, free_book_type: 'physical_book' }],
        cancel_at: null,
        order_at: '2026-11-23T03:04:05.000Z',
        shipping_address_id: 5,
        shipping_address: { recipientName: 'Somying Riandee', tel: '0812345678', address: '1 Sukhumvit Rd' },
      },
    });
    const cartPage = new URL(sent.json<{ location: string }>().location).pathname;

    const listed = [
      (await app.inject({ method: 'GET', url: '/sandbox/__control/book-partner/calls' })).body,
      (await app.inject({ method: 'GET', url: '/sandbox/__control/requests?provider=book-partner' })).body,
      (await app.inject({ method: 'GET', url: cartPage })).body,
    ].join('\n');

    for (const personal of ['somying.private@example.com', 'Somying Riandee', '0812345678', '1 Sukhumvit Rd'])
      expect(listed).not.toContain(personal);
    expect(listed).toContain('Python');
  });
});
