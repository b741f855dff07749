import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, type SandboxTestApp } from '../test/build-sandbox-app';
import { EASYSLIP_SANDBOX_KEYS } from './easyslip-sandbox-keys';

/**
 * A Thai slip's QR text: field 00 (API id 000001, bank 004, the reference), country TH, and a
 * checksum field the service leaves to the bank's answer.
 */
const SLIP_PAYLOAD = '0035' + '0006000001' + '0103004' + '021420261128000010' + '5102TH' + '9104ABCD';

let app: SandboxTestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const verify = (
  sandbox: SandboxTestApp,
  payload: string,
  options: { key?: string; checkDuplicate?: boolean } = {},
) =>
  sandbox.inject({
    method: 'GET',
    url: `/sandbox/easyslip/api/v1/verify?payload=${encodeURIComponent(payload)}&checkDuplicate=${String(options.checkDuplicate ?? true)}`,
    headers: { authorization: `Bearer ${options.key ?? EASYSLIP_SANDBOX_KEYS.apiKey}` },
  });

const recordTransfer = (sandbox: SandboxTestApp, body: Record<string, unknown> = {}) =>
  sandbox.inject({
    method: 'POST',
    url: '/sandbox/__control/easyslip/transfers',
    payload: {
      bank: '004',
      reference: '20261128000010',
      amount: 105_930,
      date: '2026-11-28T03:05:00.000Z',
      receiver_account: '123-4-56789-0',
      ...body,
    },
  });

describe("the slip-verification sandbox (EasySlip's API v1)", () => {
  it("confirms a transfer its bank recorded, in EasySlip's shape, with the receiving account masked", async () => {
    app = await buildSandboxApp();
    await recordTransfer(app);

    const answer = await verify(app, SLIP_PAYLOAD);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 200,
      data: {
        transRef: '20261128000010',
        date: '2026-11-28T10:05:00+07:00',
        amount: { amount: 1059.3 },
        receiver: { account: { bank: { type: 'BANKAC', account: 'xxx-x-xx789-0' } } },
      },
    });
  });

  it('answers a PromptPay receiver with its proxy type', async () => {
    app = await buildSandboxApp();
    await recordTransfer(app, {
      receiver_account: undefined,
      receiver_promptpay_kind: 'phone',
      receiver_promptpay_id: '081-234-5678',
    });

    const answer = await verify(app, SLIP_PAYLOAD);

    expect(answer.json()).toMatchObject({
      data: { receiver: { account: { proxy: { type: 'MSISDN', account: 'xxx-xxx-5678' } } } },
    });
  });

  it('answers duplicate_slip, with the data, for a slip verified before when asked to check', async () => {
    app = await buildSandboxApp();
    await recordTransfer(app);
    await verify(app, SLIP_PAYLOAD);

    const again = await verify(app, SLIP_PAYLOAD);
    const unchecked = await verify(app, SLIP_PAYLOAD, { checkDuplicate: false });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      status: 400,
      message: 'duplicate_slip',
      data: { transRef: '20261128000010' },
    });
    expect(unchecked.statusCode).toBe(200);
  });

  it.each([
    ['an unknown slip', SLIP_PAYLOAD, EASYSLIP_SANDBOX_KEYS.apiKey, 404, 'slip_not_found'],
    [
      'a QR that is not a slip',
      '00020101021129370016A000000677010111',
      EASYSLIP_SANDBOX_KEYS.apiKey,
      400,
      'invalid_payload',
    ],
    ['a wrong key', SLIP_PAYLOAD, 'not-the-key', 401, 'unauthorized'],
  ])('refuses %s with its documented code', async (_name, payload, key, status, message) => {
    app = await buildSandboxApp();

    const answer = await verify(app, payload, { key });

    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ status, message });
  });
});
