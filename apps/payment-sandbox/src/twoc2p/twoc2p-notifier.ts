import { randomBytes } from 'node:crypto';
import type { TimerSet } from '../lib/timer-set';
import { signPayload } from './twoc2p-jwt';

/** How a control-driven notification deviates from an honest one. */
export type NotificationVariant = 'honest' | 'tamper' | 'wrong-key';

/** The shop's answer to one delivery; status 0 when it could not be reached. */
export type Delivery = { status: number; body: string };

type Options = {
  shopUrl: string;
  secretKey: () => string;
  delayMs: number;
  retryBaseMs: number;
  timers: TimerSet;
  isEnabled: () => boolean;
};

const RETRY_FACTORS = [1, 2, 4];
const REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_PATH = '/webhook/payment/2c2p';

/** Changes one claim and keeps the old signature: what a forger who lacks the key can do. */
const tamper = (jwt: string): string => {
  const [header = '', body = '', signature = ''] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, respCode: '0000', amount: '1.00' })).toString(
    'base64url',
  );
  return `${header}.${forged}.${signature}`;
};

/**
 * 2C2P's backend notification: `{"payload":"<JWT>"}` posted server to server. The host of the
 * merchant's backendReturnUrl is ignored (the sandbox reaches the shop at `shopUrl`); its path
 * is kept. Retried at 1, 2 and 4 × retryBaseMs after a failure.
 */
export const createTwoC2pNotifier = (options: Options) => {
  const urlOf = (backendReturnUrl: string | null) =>
    `${options.shopUrl}${backendReturnUrl ? new URL(backendReturnUrl).pathname : DEFAULT_PATH}`;

  const post = async (
    backendReturnUrl: string | null,
    claims: Record<string, unknown>,
    variant: NotificationVariant = 'honest',
  ): Promise<Delivery> => {
    const key = variant === 'wrong-key' ? randomBytes(32).toString('hex').toUpperCase() : options.secretKey();
    const signed = await signPayload(claims, key);
    try {
      const response = await fetch(urlOf(backendReturnUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: variant === 'tamper' ? tamper(signed) : signed }),
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  };

  const attempt = async (
    backendReturnUrl: string | null,
    claims: Record<string, unknown>,
    retries: number,
  ) => {
    // Switching notifications off also loses those on their way: a lost notification.
    if (!options.isEnabled()) return;
    const { status } = await post(backendReturnUrl, claims);
    if (status >= 200 && status < 300) return;
    const factor = RETRY_FACTORS[retries];
    if (factor !== undefined)
      options.timers.later(factor * options.retryBaseMs, () =>
        attempt(backendReturnUrl, claims, retries + 1),
      );
  };

  return {
    /** Delivers later, retrying on failure; never blocks the answer that caused it. */
    schedule: (backendReturnUrl: string | null, claims: Record<string, unknown>) => {
      if (!options.isEnabled()) return;
      options.timers.later(options.delayMs, () => attempt(backendReturnUrl, claims, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: post,
  };
};

export type TwoC2pNotifier = ReturnType<typeof createTwoC2pNotifier>;
