import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paymentAttempts } from '../db/tables';
import { sandboxControlHeaders } from '../test/sandbox-control';
import { signedOmiseEvent } from '../test/signed-omise-event';

type Webhook = { headers: Record<string, string>; body: string };

const post = async (url: string, body: unknown, cookie?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(url.includes('/sandbox/__control/') ? sandboxControlHeaders : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

/**
 * One paid PromptPay charge per buyer, its notification held back by the sandbox, and the signed
 * `charge.complete` Omise would send for it: what the benchmark then delivers.
 */
export const paidPromptPayNotifications = async (
  address: string,
  cookies: string[],
  line: { courseId: number; planId: number; price: number },
  /** Event ids start with it; a run on a database benchmarked before needs ids of its own. */
  eventPrefix = 'evnt_bench',
): Promise<Webhook[]> => {
  await post(`${address}/sandbox/__control/omise/webhooks`, { enabled: false });
  const webhooks: Webhook[] = [];
  for (const [index, cookie] of cookies.entries()) {
    const order = await post(
      `${address}/private/cart/order`,
      {
        course_id: [line.courseId],
        pricingplan_id: [line.planId],
        payment_method_id: 9,
        price: line.price,
        discount: 0,
        shipping_fee: 0,
      },
      cookie,
    );
    const qr = await post(`${address}/api/omise/promptpay`, { orderId: order.orderId }, cookie);
    const chargeId = String(qr.charge_id);
    const charge = await post(`${address}/sandbox/__control/omise/charges/${chargeId}/succeed`, {});
    webhooks.push(
      signedOmiseEvent({
        object: 'event',
        id: `${eventPrefix}_${String(index)}`,
        key: 'charge.complete',
        data: charge,
      }),
    );
  }
  return webhooks;
};

export const countSettled = async (db: Database) =>
  (
    await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.state, 'succeeded'))
  ).length;
