import generatePayload from 'promptpay-qr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../../../db/tables';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { orderToPay, insertPaymentMethodsForPayments } from '../../../../test/payment-fixtures';
import { makeDataDir, removeDataDir } from '../../../../test/read-mail';
import { signedInAdmin } from '../../../settings/admin/settings-test-kit';
import { readQrCodesInImage } from './slip-image-qr';

const ACCOUNT = {
  bank: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_id: '123-4-56789-0',
  account_name: 'บริษัท คอร์สช็อป จำกัด',
};

type Qr = { bank_account_id: number; account_name: string; amount: number; payload: string; image: string };

describe("a PromptPay QR for the order's exact amount on the bank-transfer step", () => {
  let t: TestApp;
  let dataDir: string;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    admin = await signedInAdmin(t.db);
    // Only the account added below carries a PromptPay id; the fixture's accounts keep their picture.
    await t.db.update(bankAccounts).set({ promptPayKind: null, promptPayId: null });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const saveAccount = (body: Record<string, unknown>, id?: number) =>
    t.app.inject({
      method: id === undefined ? 'POST' : 'PUT',
      url: id === undefined ? '/api/admin/bank-accounts' : `/api/admin/bank-accounts/${String(id)}`,
      headers: { cookie: admin.cookie },
      payload: { ...ACCOUNT, ...body },
    });
  const qrsOf = (orderId: number, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/private/payment/orders/${String(orderId)}/promptpay`,
      headers: { cookie },
    });

  it('keeps an account’s PromptPay phone id in digits only, as the back office lists it', async () => {
    const saved = await saveAccount({ prompt_pay: { kind: 'phone', value: '081-234-5678' } });

    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { prompt_pay: unknown } }>().data.prompt_pay).toEqual({
      kind: 'phone',
      value: '0812345678',
    });
  });

  it.each([
    ['phone', '02-123-4567', 'PROMPTPAY_PHONE_INVALID'],
    ['citizen', '1234567890123', 'PROMPTPAY_CITIZEN_ID_INVALID'],
    ['ewallet', '12345', 'PROMPTPAY_EWALLET_ID_INVALID'],
  ])('refuses a %s PromptPay id %s with %s and saves nothing', async (kind, value, code) => {
    const before = (await t.db.select().from(bankAccounts)).length;

    const refused = await saveAccount({ prompt_pay: { kind, value } });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code } });
    expect(await t.db.select().from(bankAccounts)).toHaveLength(before);
  });

  it('gives the buyer a QR that pays the account exactly the order’s amount, the same payload a maintained library makes', async () => {
    const account = (await saveAccount({ prompt_pay: { kind: 'phone', value: '0812345678' } })).json<{
      data: { id: number };
    }>().data;
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: 105_930 });

    const answer = await qrsOf(order.orderId, order.cookie);

    expect(answer.statusCode).toBe(200);
    const qr = answer.json<{ data: Qr[] }>().data.find((one) => one.bank_account_id === account.id);
    expect(qr).toMatchObject({ account_name: ACCOUNT.account_name, amount: 105_930 });
    expect(qr?.payload).toBe(generatePayload('0812345678', { amount: 1059.3 }));
    const png = Buffer.from((qr?.image ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(await readQrCodesInImage(png)).toEqual([qr?.payload]);
  });

  it('shows no generated QR for an account without a PromptPay id, nor for an account switched off', async () => {
    const account = (await saveAccount({ prompt_pay: null })).json<{ data: { id: number } }>().data;
    const off = (
      await saveAccount({ prompt_pay: { kind: 'citizen', value: '1101700207366' }, is_active: false })
    ).json<{ data: { id: number } }>().data;
    const order = await orderToPay(t.app, t.db, { methodId: 1 });

    expect(off.id).toBeTypeOf('number');
    const ids = (await qrsOf(order.orderId, order.cookie))
      .json<{ data: Qr[] }>()
      .data.map((qr) => qr.bank_account_id);

    expect(ids).not.toContain(account.id);
    expect(ids).not.toContain(off.id);
  });

  it("answers NOT_FOUND for another buyer's order", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const other = await orderToPay(t.app, t.db, { methodId: 1 });

    const answer = await qrsOf(order.orderId, other.cookie);

    expect(answer.statusCode).toBe(404);
  });
});
