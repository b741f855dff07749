import type { PayPalError } from './paypal-error';
import type { PayPalEvent, PayPalOrder, PayPalRefund } from './paypal-objects';

/** What PayPal answered to one capture request, replayed for the same `PayPal-Request-Id`. */
export type CaptureAnswer = { status: number; body: unknown };

/** A capture request's outcome as recorded for its `PayPal-Request-Id`: an answer or a refusal. */
export type RecordedCapture = { answer: CaptureAnswer } | { refusal: PayPalError };

/** An order with what PayPal keeps beside it: where the approval page sends the buyer. */
export type StoredPayPalOrder = {
  order: PayPalOrder;
  returnUrl: string | null;
  cancelUrl: string | null;
  captureAnswers: Map<string, RecordedCapture>;
  /**
   * The buyer's funding source was declined: PayPal keeps the order APPROVED but declines every
   * capture until the buyer goes back to its page and picks another source.
   */
  instrumentDeclined: boolean;
};

/** `POST /__control/paypal/next-capture`: how the next capture ends, whatever the order. */
export type NextCapture = {
  outcome: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'INSTRUMENT_DECLINED' | 'ORDER_ALREADY_CAPTURED';
  /** Another amount than the order's, to test mismatches ("1499.00"). */
  value: string | null;
  currencyCode: string | null;
};

/** One webhook the sandbox sent: only these verify, and only with these exact bytes. */
export type SentTransmission = {
  body: string;
  authAlgo: string;
  certUrl: string;
  transmissionTime: string;
  transmissionSig: string;
};

/** Access tokens live 9 hours at PayPal (`expires_in: 32400`); tests may shorten it. */
export const DEFAULT_TOKEN_TTL_SECONDS = 32_400;

/** One plugin instance's PayPal state; nothing module-global, so apps in one process stay apart. */
export const createPayPalStore = () => {
  const store = {
    orders: new Map<string, StoredPayPalOrder>(),
    /** `PayPal-Request-Id` of each create call -> the order it made. */
    createRequests: new Map<string, string>(),
    /** Access token -> when it stops working (ms since the epoch). */
    tokens: new Map<string, number>(),
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    events: new Map<string, PayPalEvent>(),
    transmissions: new Map<string, SentTransmission>(),
    nextCapture: null as NextCapture | null,
    /** `PayPal-Request-Id` of each refund call -> what it answered. */
    refundAnswers: new Map<string, CaptureAnswer>(),
    refunds: [] as PayPalRefund[],
    areWebhooksEnabled: true,
    reset: () => {
      store.orders.clear();
      store.createRequests.clear();
      store.tokens.clear();
      store.tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS;
      store.events.clear();
      store.transmissions.clear();
      store.nextCapture = null;
      store.refundAnswers.clear();
      store.refunds.length = 0;
      store.areWebhooksEnabled = true;
    },
  };
  return store;
};

export type PayPalStore = ReturnType<typeof createPayPalStore>;
