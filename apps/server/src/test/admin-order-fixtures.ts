import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/database';
import { bankAccounts } from '../db/tables';
import { postOrder, type OrderRequest } from './order-requests';
import { uploadSlip } from './slip-upload';

type Totals = {
  price: number;
  discount: number;
  shipping_fee: number;
  withholding_price: number;
  total: number;
};

/**
 * Places an order as the checkout page does, at the server's own totals: it asks once with
 * zeros, reads the fresh totals from the PRICE_CHANGED answer, and sends them. Answers the id.
 */
export const placeOrder = async (
  app: App,
  cookie: string,
  request: Omit<OrderRequest, 'price'>,
): Promise<{ orderId: number; total: number }> => {
  const probe = await postOrder(app, cookie, { ...request, price: 0 });
  let answer = probe;
  let total = 0;
  if (probe.statusCode === 409) {
    const fresh = probe.json<{ error: { code: string; result: Totals } }>().error;
    if (fresh.code !== 'PRICE_CHANGED') throw new Error(`order refused: ${probe.body}`);
    total = fresh.result.total;
    answer = await postOrder(app, cookie, {
      ...request,
      price: fresh.result.price,
      discount: fresh.result.discount,
      shippingFee: fresh.result.shipping_fee,
      withholdingPrice: fresh.result.withholding_price,
    });
  }
  if (answer.statusCode !== 200) throw new Error(`order not made: ${answer.body}`);
  return { orderId: answer.json<{ orderId: number }>().orderId, total };
};

/** The buyer reports a transfer of the order (with a slip), as the payment step does. */
export const reportTransfer = async (
  app: App,
  db: Database,
  cookie: string,
  orderId: number,
  amount: string,
) => {
  const [account] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true));
  const slip = await uploadSlip(app, cookie);
  const response = await app.inject({
    method: 'POST',
    url: '/private/payment/report',
    headers: { cookie },
    payload: {
      order_id: orderId,
      payment_method_id: 1,
      bank_account: account?.id ?? 0,
      bank_code: 'KBANK',
      transfer_datetime: '2026-01-15',
      time: '10:00:00',
      transfer_amount: amount,
      contact_name: 'สมหญิง ใจดี',
      slip,
    },
  });
  if (response.statusCode !== 200) throw new Error(`transfer not reported: ${response.body}`);
  return slip;
};

/** An administrator approves the order through the review API. */
export const approveAsAdmin = async (app: App, adminCookie: string, orderId: number) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${String(orderId)}/approve`,
    headers: { cookie: adminCookie },
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`order not approved: ${response.body}`);
};

/** A bank-transfer order placed, reported and approved through the API: a paid order. */
export const paidOrder = async (
  app: App,
  db: Database,
  input: { cookie: string; adminCookie: string; request: Omit<OrderRequest, 'price'> },
) => {
  const placed = await placeOrder(app, input.cookie, { paymentMethodId: 1, ...input.request });
  await reportTransfer(app, db, input.cookie, placed.orderId, (placed.total / 100).toFixed(2));
  await approveAsAdmin(app, input.adminCookie, placed.orderId);
  return placed;
};
