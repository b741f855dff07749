import { randomUUID } from 'node:crypto';
import { isoSeconds } from '../lib/iso-seconds';
import type { TimerSet } from '../lib/timer-set';
import type { PayPalEvent } from './paypal-objects';
import type { SentTransmission } from './paypal-store';
import { signPayPalTransmission } from './sign-paypal-transmission';
import { tamperPayPalBody } from './tamper-paypal-body';

/**
 * How a control-driven delivery deviates from an honest one: `tamper` changes a byte after
 * signing; `reserialize` sends the same event parsed and written again (compact), as a proxy
 * or a careless framework would, which PayPal's verification refuses.
 */
export type DeliveryVariant = { tamper?: boolean; reserialize?: boolean };

/** The shop's answer to one delivery; status 0 when it could not be reached. */
export type Delivery = { status: number; body: string };

type Options = {
  url: string;
  webhookId: string;
  signingSecret: string;
  certUrl: string;
  delayMs: number;
  retryBaseMs: number;
  timers: TimerSet;
  isEnabled: () => boolean;
  /** Where each transmission is remembered, for `verify-webhook-signature`. */
  transmissions: Map<string, SentTransmission>;
  now: () => Date;
};

const RETRY_FACTORS = [1, 2, 4];
const REQUEST_TIMEOUT_MS = 10_000;
const AUTH_ALGO = 'SHA256withRSA';

/**
 * Posts PayPal events to the shop with the PAYPAL-* transmission headers. Bodies are indented
 * JSON, so a shop that parses and re-serialises one before verifying sends other bytes.
 */
export const createPayPalWebhookSender = (options: Options) => {
  const post = async (event: PayPalEvent, variant: DeliveryVariant = {}): Promise<Delivery> => {
    const body = JSON.stringify(event, null, 2);
    const transmissionId = randomUUID();
    const transmissionTime = isoSeconds(options.now());
    const transmissionSig = signPayPalTransmission(options.signingSecret, {
      transmissionId,
      transmissionTime,
      webhookId: options.webhookId,
      body,
    });
    options.transmissions.set(transmissionId, {
      body,
      authAlgo: AUTH_ALGO,
      certUrl: options.certUrl,
      transmissionTime,
      transmissionSig,
    });
    const sent = variant.tamper
      ? tamperPayPalBody(body)
      : variant.reserialize
        ? JSON.stringify(JSON.parse(body))
        : body;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': AUTH_ALGO,
          'paypal-cert-url': options.certUrl,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': transmissionSig,
          'paypal-transmission-time': transmissionTime,
        },
        body: sent,
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  };

  const attempt = async (event: PayPalEvent, retriesDone: number): Promise<void> => {
    // Switching webhooks off also loses deliveries already on their way: a lost notification.
    if (!options.isEnabled()) return;
    const { status } = await post(event);
    if (status >= 200 && status < 300) return;
    const factor = RETRY_FACTORS[retriesDone];
    if (factor !== undefined)
      options.timers.later(factor * options.retryBaseMs, () => attempt(event, retriesDone + 1));
  };

  return {
    /** Delivers later and retries on failure; never blocks the API answer and never throws. */
    schedule: (event: PayPalEvent) => {
      if (!options.isEnabled()) return;
      options.timers.later(options.delayMs, () => attempt(event, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: post,
  };
};

export type PayPalWebhookSender = ReturnType<typeof createPayPalWebhookSender>;
