import { get } from 'node:http';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import type { Database } from '../db/database';
import { outbox } from '../db/tables';
import { MAIL_KIND } from '../modules/mail/mail.repository';
import { insertCourse, insertPlan, insertStudent } from './factories';
import { orderBody } from './order-requests';
import { cardToken, insertPaymentMethodsForPayments } from './payment-fixtures';
import type { ProviderStandIn } from './provider-stand-in';
import type { ServerProcess } from './server-process';
import { sessionCookieFor } from './sessions';

// A shutdown test's shop (a buyer, a course, a mail backlog), its card payment, and how it
// watches the server stop from the outside.

/** The provider's charge call, as the shop makes it in sandbox mode. */
const CHARGE_PATH = '/sandbox/omise/charges';
export const PRICE = 150_000;

/** A buyer with a session and a course to buy, and `mails` mails queued for readers, all due. */
export const fillShop = async (db: Database, mails: number) => {
  await insertPaymentMethodsForPayments(db);
  const buyer = await insertStudent(db);
  const course = await insertCourse(db);
  const plan = await insertPlan(db, course.id, {
    price: PRICE,
    planType: 'One-Time Payment',
    term: null,
    termUnit: null,
  });
  const due = new Date(Date.now() - 60_000);
  if (mails > 0)
    await db.insert(outbox).values(
      Array.from({ length: mails }, (_, index) => ({
        kind: MAIL_KIND,
        availableAt: due,
        payload: {
          template: 'registration',
          to: `reader-${String(index + 1).padStart(4, '0')}@example.com`,
          subject: 'Welcome',
          text: 'Hello',
        },
      })),
    );
  return { courseId: course.id, planId: plan.id, cookie: await sessionCookieFor(db, buyer.id) };
};

export type Shop = Awaited<ReturnType<typeof fillShop>>;

/** The buyer's order to pay by card (Omise, method 8), made through the shop as the checkout makes it. */
export const orderByCard = async (server: ServerProcess, shop: Shop): Promise<number> => {
  const response = await fetch(`${server.baseUrl}/private/cart/order`, {
    method: 'POST',
    headers: { cookie: shop.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(
      orderBody({
        lines: [{ courseId: shop.courseId, planId: shop.planId }],
        price: PRICE,
        paymentMethodId: 8,
      }),
    ),
  });
  const body = (await response.json()) as { orderId?: number };
  if (!body.orderId) throw new Error(`order not made: ${JSON.stringify(body)}`);
  return body.orderId;
};

/** The buyer's card payment through the shop; the provider holds the charge call until released. */
export const payByCard = async (
  server: ServerProcess,
  provider: ProviderStandIn,
  shop: Shop,
  orderId: number,
) => {
  const token = await cardToken(provider.url, '4242424242424242');
  const held = provider.hold('POST', CHARGE_PATH);
  const answer = fetch(`${server.baseUrl}/api/omise/creditcard`, {
    method: 'POST',
    headers: { cookie: shop.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId,
      publicKeyOmise: OMISE_SANDBOX_KEYS.publicKey,
      omise_token: token,
      email: 'somchai@example.com',
      name: 'Somchai',
      total_amount: PRICE,
    }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));
  return { answer, held };
};

/** The buyer's socket as the payment page opens one: a WebSocket with the session cookie. */
export const connectedSocket = async (baseUrl: string, cookie: string): Promise<Socket> => {
  const socket = connectSocket(baseUrl, { transports: ['websocket'], extraHeaders: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};

/** What a request on a connection of its own gets: its status, or the code of its error. */
const onNewConnection = (baseUrl: string, path: string) =>
  new Promise<number | string>((resolve) => {
    // agent: false opens a new connection; a pooled one the server closed would fail otherwise.
    const request = get(`${baseUrl}${path}`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/**
 * What new connections to the server get, asked every 25 ms from now until one is refused
 * (ECONNREFUSED: the listener is closed): each distinct answer, in the order first seen.
 */
export const answersUntilRefused = async (
  baseUrl: string,
  withinMs: number,
): Promise<(number | string)[]> => {
  const seen = new Set<number | string>();
  await vi.waitFor(
    async () => {
      const answer = await onNewConnection(baseUrl, '/health/live');
      seen.add(answer);
      expect(answer).toBe('ECONNREFUSED');
    },
    { timeout: withinMs, interval: 25 },
  );
  return [...seen];
};
