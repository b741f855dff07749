import { and, eq } from 'drizzle-orm';
import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import type { Database } from '../db/database';
import { enrolments, orderEvents, orders, outbox, paymentAttempts } from '../db/tables';
import type { App } from '../app';
import { insertPaymentMethods } from './commerce-factories';
import { insertCourse, insertPlan, insertStudent } from './factories';
import { postOrder } from './order-requests';
import { sessionCookieFor } from './sessions';

/** The demo's three methods of Payments I, enabled, with a bank account for method 1. */
export const insertPaymentMethodsForPayments = (db: Database) => insertPaymentMethods(db, [1, 8, 9, 2, 5]);

export type OrderToPay = { cookie: string; userId: number; orderId: number; total: number; courseId: number };

/** A signed-in student with an unpaid order of one course at `price`, to pay with `methodId`. */
export const orderToPay = async (
  app: App,
  db: Database,
  options: { methodId: number; price?: number; seats?: number },
): Promise<OrderToPay> => {
  const price = options.price ?? 150_000;
  const student = await insertStudent(db);
  const cookie = await sessionCookieFor(db, student.id);
  const course = await insertCourse(
    db,
    options.seats ? { courseType: 'In-class', seatsTotal: options.seats } : {},
  );
  const plan = await insertPlan(db, course.id, {
    price,
    planType: 'One-Time Payment',
    term: null,
    termUnit: null,
  });
  const answer = await postOrder(app, cookie, {
    lines: [{ courseId: course.id, planId: plan.id }],
    price,
    paymentMethodId: options.methodId,
  });
  if (answer.statusCode !== 200) throw new Error(`order not made: ${answer.body}`);
  const orderId = answer.json<{ orderId: number }>().orderId;
  return { cookie, userId: student.id, orderId, total: price, courseId: course.id };
};

/** A card token from the sandbox vault, as the buyer's browser gets one. */
export const cardToken = async (baseUrl: string, number: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/sandbox/omise-vault/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OMISE_SANDBOX_KEYS.publicKey}:`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      'card[name]': 'SOMCHAI JAIDEE',
      'card[number]': number,
      'card[expiration_month]': '12',
      'card[expiration_year]': String(new Date().getFullYear() + 3),
      'card[security_code]': '123',
    }).toString(),
  });
  const token = (await response.json()) as { id?: string };
  if (!token.id) throw new Error(`no card token: ${JSON.stringify(token)}`);
  return token.id;
};

/** Spec 2's card-charge request for an order, through the shop's API. */
export const chargeCard = (
  app: App,
  order: OrderToPay,
  token: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/omise/creditcard',
    headers: { cookie: order.cookie },
    payload: {
      orderId: order.orderId,
      publicKeyOmise: OMISE_SANDBOX_KEYS.publicKey,
      omise_token: token,
      email: 'somchai@example.com',
      name: 'Somchai',
      total_amount: order.total,
      ...overrides,
    },
  });

export const createPromptPay = (app: App, order: OrderToPay) =>
  app.inject({
    method: 'POST',
    url: '/api/omise/promptpay',
    headers: { cookie: order.cookie },
    payload: { orderId: order.orderId, total_amount: order.total },
  });

export const orderStatus = async (db: Database, orderId: number) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

export const attemptsOf = (db: Database, orderId: number) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);

export const enrolmentsOf = (db: Database, userId: number, courseId: number) =>
  db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));

/** How many times the order entered `status` (the order's event history). */
export const timesEntered = async (db: Database, orderId: number, status: string) =>
  (
    await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, status)))
  ).length;

/** Waits until `check` holds, for what happens after an answer (a notification a moment later). */
export const eventually = async (
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error('the expected change did not happen in time');
};

/** The return screen's "check now" for an order (spec 2's approval call), answering its JSON. */
export const checkPayment = async (app: App, order: OrderToPay, attemptId?: number) => {
  const response = await app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId, ...(attemptId === undefined ? {} : { order_payment_id: attemptId }) },
  });
  return response.json<{ payment_status: string; latest_payment: { state: string } | null }>();
};

/**
 * What a buyer on the return screen sees happen: "check now" asked again, each second as the
 * screen does (well within its rate limit), until the attempt has a known outcome (the
 * provider's look-up caught up), answering the attempt's final state.
 */
export const checkUntilKnown = async (app: App, order: OrderToPay, timeoutMs = 20_000) => {
  let state = '';
  await eventually(
    async () => {
      const answer = await checkPayment(app, order);
      state = answer.latest_payment?.state ?? '';
      return state !== '' && state !== 'unknown' && state !== 'created';
    },
    timeoutMs,
    1_000,
  );
  return state;
};

/** The templates of every mail queued so far (delivered or not), oldest first. */
export const queuedMailTemplates = async (db: Database) =>
  (await db.select({ payload: outbox.payload }).from(outbox).orderBy(outbox.id))
    .map(({ payload }) => payload.template)
    .filter((template): template is string => typeof template === 'string');
