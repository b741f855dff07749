import type { TimerSet } from '../lib/timer-set';
import type { ScbDelivery, StoredQr } from './scb-store';
import type { ScbTransaction } from './scb-transaction';

type Options = {
  url: string;
  delayMs: number;
  /** SCB waits 12 s between tries; this is 12 × the sandbox's retry base. */
  retryIntervalMs: () => number;
  timers: TimerSet;
  isEnabled: () => boolean;
};

/** SCB sends a confirmation once and then retries 3 times (developer.scb payment-confirmation). */
const RETRIES = 3;
const REQUEST_TIMEOUT_MS = 10_000;

/** SCB's expected answer: `{ resCode: "00", resDesc: "success", transactionId }`. */
const isAcknowledged = (status: number, body: string): boolean => {
  if (status < 200 || status >= 300) return false;
  try {
    return (JSON.parse(body) as { resCode?: unknown }).resCode === '00';
  } catch {
    return false;
  }
};

/**
 * Posts SCB's payment confirmation to the shop (unsigned JSON, as SCB sends it). A reply other
 * than `resCode: "00"`, an error or a time-out makes it try again 3 times, 12 s apart; each
 * delivery is recorded on the QR for the control API.
 */
export const createScbConfirmationSender = (options: Options) => {
  /** The shop's answer; status 0 when it could not be reached or did not answer in time. */
  const send = async (transaction: ScbTransaction): Promise<{ status: number; body: string }> => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(transaction),
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  };

  const post = async (qr: StoredQr, transaction: ScbTransaction): Promise<ScbDelivery> => {
    const { status, body } = await send(transaction);
    const lost = qr.repliesToLose > 0;
    if (lost) qr.repliesToLose -= 1;
    const delivery = {
      transactionId: transaction.transactionId,
      status,
      body,
      acknowledged: !lost && isAcknowledged(status, body),
      lost,
    };
    qr.deliveries.push(delivery);
    return delivery;
  };

  const attempt = async (qr: StoredQr, transaction: ScbTransaction, retriesDone: number): Promise<void> => {
    // Switching confirmations off also loses those on their way: a lost notification.
    if (!options.isEnabled()) return;
    const delivery = await post(qr, transaction);
    if (delivery.acknowledged || retriesDone >= RETRIES) return;
    options.timers.later(options.retryIntervalMs(), () => attempt(qr, transaction, retriesDone + 1));
  };

  return {
    /** Delivers after a moment and retries as SCB does; never blocks the caller and never throws. */
    schedule: (qr: StoredQr, transaction: ScbTransaction) => {
      if (!options.isEnabled()) return;
      options.timers.later(options.delayMs, () => attempt(qr, transaction, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: post,
  };
};

export type ScbConfirmationSender = ReturnType<typeof createScbConfirmationSender>;
