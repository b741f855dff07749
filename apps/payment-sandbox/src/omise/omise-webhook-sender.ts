import { randomBytes } from 'node:crypto';
import type { TimerSet } from '../lib/timer-set';
import type { OmiseEvent } from './omise-objects';
import { signOmiseWebhook } from './sign-omise-webhook';
import { tamperBody } from './tamper-body';

/** How a control-driven delivery deviates from an honest one. */
export type DeliveryVariant = { tamper?: boolean; staleTimestamp?: boolean; wrongSecret?: boolean };

/** The shop's answer to one delivery; status 0 when it could not be reached. */
export type Delivery = { status: number; body: string };

type Options = {
  url: string;
  webhookSecret: string;
  delayMs: number;
  retryBaseMs: number;
  timers: TimerSet;
  isEnabled: () => boolean;
};

const RETRY_FACTORS = [1, 2, 4];
const STALE_SECONDS = 3600;
const REQUEST_TIMEOUT_MS = 10_000;

/** Posts `charge.complete` events to the shop, signed as Omise signs them. */
export const createOmiseWebhookSender = (options: Options) => {
  const post = async (event: OmiseEvent, variant: DeliveryVariant = {}): Promise<Delivery> => {
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const timestamp = variant.staleTimestamp ? now - STALE_SECONDS : now;
    const secret = variant.wrongSecret ? randomBytes(32).toString('base64') : options.webhookSecret;
    const signature = signOmiseWebhook(secret, timestamp, body);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'omise-signature': signature,
          'omise-signature-timestamp': String(timestamp),
        },
        body: variant.tamper ? tamperBody(body) : body,
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  };

  const attempt = async (event: OmiseEvent, retriesDone: number): Promise<void> => {
    // Switching webhooks off also loses deliveries already on their way: a lost notification.
    if (!options.isEnabled()) return;
    const { status } = await post(event);
    if (status >= 200 && status < 300) return;
    const factor = RETRY_FACTORS[retriesDone];
    if (factor !== undefined) {
      options.timers.later(factor * options.retryBaseMs, () => attempt(event, retriesDone + 1));
    }
  };

  return {
    /** Delivers later and retries on failure; never blocks the API answer and never throws. */
    schedule: (event: OmiseEvent) => {
      if (!options.isEnabled()) return;
      options.timers.later(options.delayMs, () => attempt(event, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: post,
  };
};

export type OmiseWebhookSender = ReturnType<typeof createOmiseWebhookSender>;
