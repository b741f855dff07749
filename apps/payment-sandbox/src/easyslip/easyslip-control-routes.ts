import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { toWholeNumber } from '../lib/to-whole-number';
import type { EasySlipParty, EasySlipStore } from './easyslip-store';

const text = (body: Record<string, unknown>, name: string, fallback?: string): string => {
  const value = body[name] ?? fallback;
  if (typeof value !== 'string' || value === '') throw new ControlError(400, `${name} is required`);
  return value;
};

/** All but the last four digits hidden, as the service answers an account ("xxx-x-x5678-x" style). */
const masked = (account: string) => {
  let hidden = account.replace(/\D/g, '').length - 4;
  return account.replace(/\d/g, (digit) => (hidden-- > 0 ? 'x' : digit));
};

const PROXY_TYPES = { phone: 'MSISDN', citizen: 'NATID', ewallet: 'EWALLETID' } as const;

const receiverOf = (body: Record<string, unknown>): EasySlipParty => {
  const kind = body.receiver_promptpay_kind;
  const proxy =
    kind === 'phone' || kind === 'citizen' || kind === 'ewallet'
      ? { proxy: { type: PROXY_TYPES[kind], account: masked(text(body, 'receiver_promptpay_id')) } }
      : {};
  const account =
    typeof body.receiver_account === 'string'
      ? { bank: { type: 'BANKAC' as const, account: masked(body.receiver_account) } }
      : {};
  const name = text(body, 'receiver_name', 'COURSE SHOP CO., LTD.');
  return {
    bank: { id: text(body, 'receiver_bank', '004'), name: '', short: '' },
    account: { name: { th: name, en: name }, ...account, ...proxy },
  };
};

/**
 * Test-only endpoints under /__control/easyslip: `POST /transfers` tells the sandbox's bank that a
 * transfer happened (`bank` and `reference` as the slip's QR carries them, `amount` in satang,
 * `date` ISO 8601, the receiver's account or PromptPay id), so the service confirms it; `GET /calls`
 * lists the verifications answered.
 */
export const easySlipControlRoutes =
  (store: EasySlipStore) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.get('/calls', () => store.calls);

    app.post('/transfers', (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const satang = toWholeNumber(body.amount);
      if (satang === null || satang <= 0)
        throw new ControlError(400, 'amount must be a whole number of satang');
      const date = new Date(text(body, 'date'));
      if (Number.isNaN(date.getTime())) throw new ControlError(400, 'date must be ISO 8601');
      const bank = text(body, 'bank');
      const transRef = text(body, 'reference');
      const transfer = {
        transRef,
        sendingBank: bank,
        amount: satang / 100,
        // The service answers Bangkok time with its offset.
        date: `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`,
        sender: {
          bank: { id: bank, name: '', short: '' },
          account: {
            name: { th: 'ผู้ซื้อ ทดสอบ', en: 'TEST BUYER' },
            bank: { type: 'BANKAC' as const, account: 'xxx-x-x1234-x' },
          },
        },
        receiver: receiverOf(body),
      };
      store.transfers.set(`${bank}:${transRef}`, transfer);
      return transfer;
    });
    done();
  };
