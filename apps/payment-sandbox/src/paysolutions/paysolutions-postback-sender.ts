import type { TimerSet } from '../lib/timer-set';
import { decimalTotal } from './paysolutions-amount';
import type { PaySolutionsPayment, PaySolutionsStore, PostbackMethod } from './paysolutions-store';

/** How a control-driven postback deviates from an honest one. */
export type PostbackVariant = {
  method?: PostbackMethod;
  /** Claims a completed payment whatever really happened, with an order number Pay Solutions never gave. */
  forged?: boolean;
};

/** The shop's answer to one postback; status 0 when it could not be reached. */
export type PostbackDelivery = { status: number; body: string; method: PostbackMethod };

type Options = {
  shopUrl: string;
  delayMs: number;
  retryBaseMs: number;
  timers: TimerSet;
  store: PaySolutionsStore;
};

const RETRY_FACTORS = [1, 2, 4];
const REQUEST_TIMEOUT_MS = 10_000;

/** The postback's fields: spec 2 names refno, orderno, status and statusname; the rest is [S]. */
const postbackFields = (payment: PaySolutionsPayment, forged: boolean): Record<string, string> => {
  const isPaid = payment.status === 'paid' && !forged;
  return {
    merchantid: payment.merchantId,
    refno: payment.refno,
    orderno: forged ? '99999999' : (payment.orderNo ?? ''),
    customeremail: payment.customerEmail,
    productdetail: payment.productDetail,
    total: decimalTotal(isPaid ? (payment.paidTotal ?? payment.total) : payment.total),
    cardtype: payment.cardType ?? '',
    status: forged || isPaid ? 'CP' : 'FL',
    statusname: forged || isPaid ? 'COMPLETED' : 'FAILED',
  };
};

/**
 * Calls the merchant's `postbackurl` as Pay Solutions does, unsigned: GET with the fields in the
 * query, or POST with them form-encoded. Only the path of the URL is kept: the sandbox reaches
 * the shop at its own address, whatever host the shop wrote.
 */
export const createPaySolutionsPostbackSender = (options: Options) => {
  const deliver = async (
    payment: PaySolutionsPayment,
    variant: PostbackVariant = {},
  ): Promise<PostbackDelivery> => {
    const method = variant.method ?? options.store.postbacks.method;
    const target = new URL(payment.postbackUrl, 'http://shop.invalid');
    const fields = new URLSearchParams(postbackFields(payment, variant.forged ?? false)).toString();
    const path = `${target.pathname}${target.search}`;
    const url = `${options.shopUrl}${path}${method === 'GET' ? `${target.search ? '&' : '?'}${fields}` : ''}`;
    try {
      const response = await fetch(url, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields }
          : {}),
        signal: AbortSignal.any([options.timers.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      return { status: response.status, body: await response.text(), method };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error), method };
    }
  };

  const attempt = async (payment: PaySolutionsPayment, retriesDone: number): Promise<void> => {
    // Switching postbacks off also loses those already on their way: a lost notification.
    if (!options.store.postbacks.enabled) return;
    const { status } = await deliver(payment);
    if (status >= 200 && status < 300) {
      payment.postbackCompleted = true;
      return;
    }
    const factor = RETRY_FACTORS[retriesDone];
    if (factor !== undefined)
      options.timers.later(factor * options.retryBaseMs, () => attempt(payment, retriesDone + 1));
  };

  return {
    /** Delivers later, retrying on failure; never blocks the page and never throws. */
    schedule: (payment: PaySolutionsPayment) => {
      if (!options.store.postbacks.enabled || payment.postbackUrl === '') return;
      options.timers.later(options.delayMs, () => attempt(payment, 0));
    },
    /** Delivers once, now, and reports the shop's answer (control API). */
    deliverNow: deliver,
  };
};

export type PaySolutionsPostbackSender = ReturnType<typeof createPaySolutionsPostbackSender>;
