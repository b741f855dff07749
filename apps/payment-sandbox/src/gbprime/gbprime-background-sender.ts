import type { TimerSet } from '../lib/timer-set';
import type { GbTxn } from './gbprime-objects';
import { backgroundPayload } from './gbprime-txn-view';

/** How a control-driven delivery deviates from an honest one: `forged` claims "00" whatever happened. */
export type BackgroundVariant = { forged?: boolean };

/** The shop's answer to one delivery; status 0 when it could not be reached. */
export type Delivery = { status: number; body: string };

type Options = {
  shopUrl: string;
  delayMs: number;
  retryBaseMs: number;
  timers: TimerSet;
  isEnabled: () => boolean;
};

const RETRY_FACTORS = [1, 2, 4];
const REQUEST_TIMEOUT_MS = 10_000;

/** Only the path of the merchant's `backgroundUrl` is kept: the sandbox reaches the shop at `shopUrl`. */
const targetOf = (shopUrl: string, backgroundUrl: string): string | null => {
  try {
    const url = new URL(backgroundUrl);
    return `${shopUrl}${url.pathname}${url.search}`;
  } catch {
    return null;
  }
};

/** Posts GB's unsigned background JSON to the shop, retrying a failed delivery three times. */
export const createGbPrimeBackgroundSender = (options: Options) => {
  const post = async (txn: GbTxn, variant: BackgroundVariant = {}): Promise<Delivery> => {
    const target = txn.backgroundUrl ? targetOf(options.shopUrl, txn.backgroundUrl) : null;
    if (!target) return { status: 0, body: 'the transaction has no backgroundUrl' };
    const body = JSON.stringify(backgroundPayload(txn, variant.forged ? '00' : txn.resultCode));
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  };

  const attempt = async (txn: GbTxn, retriesDone: number): Promise<void> => {
    // Switching background posts off also loses those already on their way: a lost notification.
    if (!options.isEnabled()) return;
    const { status } = await post(txn);
    if (status >= 200 && status < 300) return;
    const factor = RETRY_FACTORS[retriesDone];
    if (factor !== undefined)
      options.timers.later(factor * options.retryBaseMs, () => attempt(txn, retriesDone + 1));
  };

  return {
    /** Delivers later and retries on failure; never blocks the API answer and never throws. */
    schedule: (txn: GbTxn) => {
      if (!options.isEnabled() || !txn.backgroundUrl) return;
      // The post carries the state of this moment, as GB's would.
      const snapshot = { ...txn };
      options.timers.later(options.delayMs, () => attempt(snapshot, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: post,
  };
};

export type GbPrimeBackgroundSender = ReturnType<typeof createGbPrimeBackgroundSender>;
