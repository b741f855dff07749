import type pg from 'pg';
import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import { sandboxControlHeaders } from '../test/sandbox-control';

/** What a fault run found: orders paid, how fast, and charges lost or taken twice (both must be 0). */
export type FaultRunReport = {
  orders: number;
  paid: number;
  seconds: number;
  charges: number;
  refunds: number;
  lost: number;
  doubled: number;
  faults: number;
};

type Line = { courseId: number; planId: number; price: number };
type Answer = { status: number; json: Record<string, unknown> };

const call = async (
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  cookie?: string,
): Promise<Answer> => {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...(url.includes('/sandbox/__control/') ? sandboxControlHeaders : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => null);
  if (!response) return { status: 0, json: {} };
  const text = await response.text();
  return { status: response.status, json: parseObject(text) };
};

const parseObject = (text: string): Record<string, unknown> => {
  try {
    return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return {};
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const codeOf = (answer: Answer) => (answer.json.error as { code?: string } | undefined)?.code ?? null;

const cardToken = async (address: string) => {
  for (;;) {
    const answer = await fetch(`${address}/sandbox/omise-vault/tokens`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${OMISE_SANDBOX_KEYS.publicKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        card: {
          name: 'Bench Buyer',
          number: '4242424242424242',
          expiration_month: 12,
          expiration_year: new Date().getUTCFullYear() + 2,
          security_code: '123',
        },
      }),
    }).catch(() => null);
    const token = answer?.ok ? ((await answer.json()) as { id?: string }).id : undefined;
    if (token) return token;
    await pause(200);
  }
};

/** The return screen's way: "check now" every 2 s (within its limit) until the attempt is known. */
const waitForOutcome = async (
  address: string,
  orderId: number,
  cookie: string,
): Promise<'paid' | 'retry'> => {
  for (;;) {
    await pause(2_000);
    const answer = await call(
      `${address}/private/orders/payment/approved`,
      'POST',
      { order_id: orderId },
      cookie,
    );
    if (answer.json.payment_status === 'approved') return 'paid';
    const state = (answer.json.latest_payment as { state?: string } | null | undefined)?.state;
    if (answer.status === 200 && state !== 'unknown' && state !== 'created' && state !== 'pending')
      return 'retry';
  }
};

/** One buyer who keeps trying until the order is paid, as a person would with a flaky provider. */
const payUntilPaid = async (address: string, orderId: number, total: number, cookie: string) => {
  for (let tries = 0; tries < 40; tries += 1) {
    const answer = await call(
      `${address}/api/omise/creditcard`,
      'POST',
      {
        orderId,
        publicKeyOmise: OMISE_SANDBOX_KEYS.publicKey,
        omise_token: await cardToken(address),
        email: 'bench@bench.local',
        name: 'Bench Buyer',
        total_amount: total,
      },
      cookie,
    );
    if (answer.status === 200 && answer.json.status === 'successful') return true;
    const code = codeOf(answer);
    if (code === 'PAYMENT_OUTCOME_UNKNOWN' || code === 'PAYMENT_IN_PROGRESS') {
      if ((await waitForOutcome(address, orderId, cookie)) === 'paid') return true;
      continue;
    }
    if (code === 'ORDER_NOT_PENDING') return (await waitForOutcome(address, orderId, cookie)) === 'paid';
    // The database or the network went away: the buyer presses pay again a moment later.
    await pause(300);
  }
  return false;
};

/** Faults on Omise's charge call: answers lost after the charge, and calls that never arrived. */
const armFaults = async (address: string, each: number) => {
  const faults = [
    { mode: 'timeout', delayMs: 1_500, after: true },
    { mode: '500', after: true },
    { mode: 'drop', after: true },
    { mode: '500', after: false },
  ];
  for (const fault of faults)
    await call(`${address}/sandbox/__control/faults`, 'POST', {
      route: 'POST /omise/charges',
      count: each,
      ...fault,
    });
  return faults.length * each;
};

/** Money at the sandbox against the run's orders: a successful charge is settled, refunded, or lost. */
const countMoney = async (
  address: string,
  orderIds: readonly number[],
  paidOrderIds: ReadonlySet<number>,
) => {
  const all = (await call(`${address}/sandbox/__control/omise/charges`, 'GET')).json as unknown as {
    id: string;
    status: string;
    refunded_amount: number;
    amount: number;
    metadata: { order_id?: number };
  }[];
  const ofTheRun = new Set(orderIds);
  const charges = all.filter((charge) => ofTheRun.has(Number(charge.metadata.order_id)));
  const kept = charges.filter(
    (charge) => charge.status === 'successful' && charge.refunded_amount < charge.amount,
  );
  const keptPerOrder = new Map<number, number>();
  for (const charge of kept) {
    const orderId = Number(charge.metadata.order_id);
    keptPerOrder.set(orderId, (keptPerOrder.get(orderId) ?? 0) + 1);
  }
  return {
    charges: charges.filter((charge) => charge.status === 'successful').length,
    refunds: charges.filter((charge) => charge.refunded_amount > 0).length,
    lost: [...keptPerOrder.keys()].filter((orderId) => !paidOrderIds.has(orderId)).length,
    doubled: [...keptPerOrder.values()].filter((count) => count > 1).length,
  };
};

/**
 * The fault run of `npm run bench`: every buyer pays an order by card while Omise's charge call
 * times out, answers 500 or drops after charging (and on PostgreSQL the server's connections are
 * ended every 2 s), retrying as a person would. Then the sandbox's charges are matched against
 * the orders: a charge kept for an unpaid order is lost; two kept for one order are doubled.
 */
export const runFaultBench = async (
  address: string,
  cookies: string[],
  line: Line,
  database: { endConnections?: () => Promise<void>; paidOrderIds: (ids: number[]) => Promise<Set<number>> },
  parallel = 20,
): Promise<FaultRunReport> => {
  await call(`${address}/sandbox/__control/omise/webhooks`, 'POST', { enabled: false });
  const orders: { id: number; total: number; cookie: string }[] = [];
  for (const cookie of cookies) {
    const answer = await call(
      `${address}/private/cart/order`,
      'POST',
      {
        course_id: [line.courseId],
        pricingplan_id: [line.planId],
        payment_method_id: 8,
        price: line.price,
        discount: 0,
        shipping_fee: 0,
      },
      cookie,
    );
    orders.push({ id: Number(answer.json.orderId), total: line.price, cookie });
  }
  const faults = await armFaults(address, Math.ceil(orders.length / 10));
  const blips = database.endConnections
    ? setInterval(() => void database.endConnections?.().catch(() => undefined), 2_000)
    : null;
  const started = Date.now();
  let next = 0;
  let paid = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let order = orders[next++]; order; order = orders[next++])
        if (await payUntilPaid(address, order.id, order.total, order.cookie)) paid += 1;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  if (blips) clearInterval(blips);
  const orderIds = orders.map((order) => order.id);
  const paidOrderIds = await database.paidOrderIds(orderIds);
  return {
    orders: orders.length,
    paid,
    seconds,
    faults,
    ...(await countMoney(address, orderIds, paidOrderIds)),
  };
};

/** Ends every connection of the server's database (a PostgreSQL restart, seen from the shop). */
export const endServerConnections = (admin: pg.Client) => async () => {
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );
};
