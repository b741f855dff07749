import { z } from 'zod';
import type { PromptPayIdKind } from '@shop/domain/thai-qr/promptpay-id';
import type { SlipVerification, SlipVerifier } from './slip-verifier';
import type { SlipVerificationSettings } from './slip-verification-settings';

const PROXY_KINDS: Readonly<Record<string, PromptPayIdKind>> = {
  MSISDN: 'phone',
  NATID: 'citizen',
  EWALLETID: 'ewallet',
};

/** The parts of EasySlip's `data` the shop reads; the rest of its answer is kept in the log only. */
const slipDataSchema = z.object({
  date: z.string(),
  amount: z.object({ amount: z.number() }),
  receiver: z.object({
    account: z.object({
      name: z.object({ th: z.string().optional(), en: z.string().optional() }).optional(),
      bank: z.object({ account: z.string() }).optional(),
      proxy: z.object({ type: z.string(), account: z.string() }).optional(),
    }),
  }),
});

const answerSchema = z.object({
  status: z.number(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const confirmed = (data: z.infer<typeof slipDataSchema>): SlipVerification => {
  const { account } = data.receiver;
  const proxyKind = account.proxy ? PROXY_KINDS[account.proxy.type] : undefined;
  const transferredAt = new Date(data.date);
  if (Number.isNaN(transferredAt.getTime()))
    return { kind: 'unavailable', detail: `unreadable date ${data.date}` };
  return {
    kind: 'confirmed',
    transfer: {
      // The service answers baht as a number (1059.3); the shop counts satang.
      amount: Math.round(data.amount.amount * 100),
      transferredAt,
      receiverAccount: account.bank?.account ?? null,
      receiverPromptPay:
        proxyKind && account.proxy ? { kind: proxyKind, value: account.proxy.account } : null,
      receiverName: account.name?.en ?? account.name?.th ?? null,
    },
  };
};

/** EasySlip's answer in the shop's words: its documented codes, anything else the service failing. */
const translate = (httpStatus: number, body: unknown): SlipVerification => {
  const answer = answerSchema.safeParse(body);
  if (!answer.success)
    return { kind: 'unavailable', detail: `HTTP ${String(httpStatus)}, unreadable answer` };
  if (answer.data.status === 200) {
    const data = slipDataSchema.safeParse(answer.data.data);
    return data.success ? confirmed(data.data) : { kind: 'unavailable', detail: 'answer without slip data' };
  }
  if (answer.data.message === 'duplicate_slip') return { kind: 'duplicate' };
  if (answer.data.message === 'slip_not_found') return { kind: 'not_found' };
  return { kind: 'unavailable', detail: `${String(answer.data.status)} ${answer.data.message ?? ''}`.trim() };
};

/**
 * EasySlip's API v1: `GET {url}/verify?payload=…&checkDuplicate=true` with the key as a bearer
 * token. A timeout, a refused connection or a 5xx is `unavailable`: the report waits for an
 * administrator, nothing is lost.
 */
export const easySlipVerifier = (settings: SlipVerificationSettings): SlipVerifier => ({
  name: 'easyslip',
  verify: async (payload) => {
    const query = new URLSearchParams({ payload, checkDuplicate: 'true' });
    try {
      const response = await fetch(`${settings.url}/verify?${query.toString()}`, {
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: 'unavailable', detail: `HTTP ${String(response.status)}, not JSON` };
      }
      return translate(response.status, body);
    } catch (error) {
      return { kind: 'unavailable', detail: error instanceof Error ? error.name : 'request failed' };
    }
  },
});
