// `npm run bench:slips -w @shop/server`: how long a bank-transfer slip takes from upload to the
// order's approval, through HTTP against the built server with the demo shop and its in-process
// sandbox (the slip-verification service included). Each round: a buyer's unpaid order (made
// through the app), the sandbox's bank records the transfer, then the clock runs from the slip's
// upload (`POST /private/payment/slip`) to the report's answer (`POST /private/payment/report`),
// which comes after the order is approved. Rounds run one after another, as buyers mostly do.
import { eq } from 'drizzle-orm';
import { bankAccounts, orders } from '../db/tables';
import { orderToPay } from '../test/payment-fixtures';
import { resetSettings } from '../test/settings';
import { slipImage, slipQrText } from '../test/slip-images';
import { startBenchServer } from './bench-server';

const ROUNDS = Number(process.env.BENCH_SLIP_ROUNDS ?? 50);
const CONTROL_SECRET = 'bench-slips-control-secret';
const PRICE = 105_930;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

const server = await startBenchServer({ SANDBOX_CONTROL_SECRET: CONTROL_SECRET, SLIP_VERIFICATION: 'auto' });
const { address } = server;
const db = server.database.db;

const post = async (
  path: string,
  init: { cookie?: string; body: string; type: string; control?: boolean },
) => {
  const response = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: {
      'content-type': init.type,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.control ? { 'x-sandbox-control': CONTROL_SECRET } : {}),
    },
    body: init.body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
};

const uploadSlip = async (cookie: string, picture: Buffer) => {
  const form = new FormData();
  form.append('slip', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${address}/private/payment/slip`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const answer = (await response.json()) as { fileName?: string[] };
  const name = answer.fileName?.[0];
  if (!name) throw new Error(`slip not uploaded: ${JSON.stringify(answer)}`);
  return name;
};

try {
  // The demo's settings add VAT on top of a price; the rounds' orders cost exactly PRICE.
  await resetSettings(db);
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.isActive, true));
  if (!account) throw new Error('the demo shop has no bank account');
  const times: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = await orderToPay(server.app, db, { methodId: 1, price: PRICE });
    const reference = `BENCH${String(Date.now())}${String(round).padStart(3, '0')}`;
    await post('/sandbox/__control/easyslip/transfers', {
      control: true,
      type: 'application/json',
      body: JSON.stringify({
        bank: '004',
        reference,
        amount: PRICE,
        date: new Date().toISOString(),
        receiver_account: account.accountId,
      }),
    });
    const picture = await slipImage(slipQrText('004', reference));
    const started = performance.now();
    const slip = await uploadSlip(order.cookie, picture);
    const answer = await post('/private/payment/report', {
      cookie: order.cookie,
      type: 'application/json',
      body: JSON.stringify({
        order_id: order.orderId,
        payment_method_id: 1,
        bank_account: account.id,
        bank_code: 'KBANK',
        transfer_datetime: new Date().toISOString().slice(0, 10),
        time: '00:00:00',
        transfer_amount: String(PRICE / 100),
        slip,
      }),
    });
    times.push(performance.now() - started);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId));
    if (answer.verification !== 'approved' || row?.status !== 'approved')
      throw new Error(
        `round ${String(round)}: not approved (${JSON.stringify(answer)}, order ${row?.status ?? '?'})`,
      );
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `slip upload -> order approved, ${String(times.length)} reports through HTTP: ` +
      `median ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, ` +
      `min ${ms(times[0] ?? 0)}, max ${ms(times.at(-1) ?? 0)}`,
  );
} finally {
  await server.close();
}
