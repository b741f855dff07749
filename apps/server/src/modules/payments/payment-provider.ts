import type { PaymentNextAction } from '@shop/contract/payments/payment-attempt';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import type { BANK_TRANSFER_PROVIDER } from './providers/bank-transfer/bank-transfer-method';
import type { DescribedProviderName } from './providers/provider-list';

/** Whose word settles an attempt. */
export type ProviderName = typeof BANK_TRANSFER_PROVIDER | DescribedProviderName;

/** One line of an attempt's log, written as it happens (never inside the settling transaction). */
export type ProviderLogEntry = {
  kind: 'request' | 'response' | 'error' | 'notification' | 'decision';
  summary: string;
  httpStatus?: number;
  body?: string;
};
export type ProviderLog = (entry: ProviderLogEntry) => Promise<void>;

/** What the shop asks a provider to charge. Amounts in minor units. */
export type StartRequest = {
  attemptId: number;
  /** The shop's own reference of the attempt (`reference()`), stored before this call. */
  shopRef: string;
  /**
   * One key per attempt, for providers that honour an idempotency key: the same call repeated
   * (a retry after a lost answer) is answered, not performed, twice.
   */
  idempotencyKey: string;
  methodId: number;
  order: { id: number; amountDue: number; currency: string; description: string };
  /** The buyer, for providers that show or mail them (never trusted for anything). */
  buyer: { email: string; name: string; language: 'th' | 'en' };
  /** Where the buyer's browser comes back after a provider page (3-D Secure, hosted page). */
  returnUrl: string;
  /**
   * Where the provider posts its server-to-server notification: `/webhook/payment/<provider>` on
   * the shop's public address. (The sandbox posts to the same path on the shop's own address.)
   */
  notifyUrl: string;
  /** When a QR or a provider page must stop taking the payment. */
  expiresAt: Date | null;
  /** A card token the browser got from the provider's vault (card methods). */
  cardToken?: string;
  /** Installment plans (2C2P method 10): the months the buyer chose before leaving the shop. */
  installmentMonths?: number;
};

export type CardDetails = { last_digits: string; bank: string | null };

/** The provider's answer to a start: its reference, what it said, and the browser's next step. */
export type ProviderStarted = {
  providerRef: string;
  outcome: PaymentOutcome;
  nextAction: PaymentNextAction | null;
  expiresAt: Date | null;
  cardDetails: CardDetails | null;
  /** A form the browser posts to the provider's page (Pay Solutions), when a link is not enough. */
  form?: { action: string; fields: Record<string, string> };
};

/** A payment the provider's look-up found by the shop's reference, as the provider reports it now. */
export type FoundPayment = { providerRef: string; outcome: PaymentOutcome; cardDetails: CardDetails | null };

/** What the shop asks a provider to give back: money an attempt took that no order can keep. */
export type RefundRequest = {
  providerRef: string;
  amount: number;
  currency: string;
  /** The same key for every try of this refund, so a retried refund is never paid out twice. */
  idempotencyKey: string;
};

/** A notification whose authenticity was checked; its content is only a hint until inquired. */
export type VerifiedNotification = {
  eventId: string;
  eventType: string;
  /** The provider's id of the payment it is about. */
  providerRef: string | null;
  /** Our attempt id, when the provider echoes it back (metadata). */
  attemptId: number | null;
  /** Whether this kind of event can change an attempt at all. */
  isAboutOutcome: boolean;
};

export type NotificationCheck =
  { verified: true; notification: VerifiedNotification } | { verified: false; reason: string };

export type RawNotification = {
  method: 'GET' | 'POST';
  body: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The query string's parameters (Pay Solutions may post back with GET). */
  query: Readonly<Record<string, string>>;
};

/** What the shop answers a notification with, when the provider expects its own shape (SCB). */
export type NotificationReply = { status: number; body: unknown };

/**
 * One payment provider behind the shop's one interface: start a payment, check a notification,
 * and inquire about a payment. Settlement only ever follows `inquire` or a verified start answer.
 */
export type PaymentProvider = {
  readonly name: ProviderName;
  readonly methodIds: readonly number[];
  /**
   * The shop's own reference of an attempt, made before the provider is called and sent with the
   * call (an invoice or reference number, a charge's metadata), so the payment can be found again
   * when the provider's answer is lost.
   */
  reference(attempt: { orderId: number; attemptId: number }, now: Date): string;
  /**
   * True when the provider knows the payment by the shop's reference (2C2P's invoiceNo, GB's
   * referenceNo, SCB's ref1, Pay Solutions' refno): `inquire` then works from the start, with
   * the reference as the provider reference. False when the provider names it itself (an Omise
   * charge id, a PayPal order id) and `lookUp` finds it by the shop's reference.
   */
  readonly referenceIsProviderRef: boolean;
  /**
   * Finds the payment the provider made for an attempt whose answer the shop lost, by the shop's
   * reference; null when the provider lists none (yet: see `lookUpLagMs`). Providers whose
   * reference is the shop's need none: `inquire` asks by it.
   */
  lookUp?(
    shopRef: string,
    attempt: { attemptId: number; createdAt: Date },
    log: ProviderLog,
  ): Promise<FoundPayment | null>;
  /** How long after a payment the provider's look-up may still not show it. */
  readonly lookUpLagMs: number;
  /**
   * Whether the start call itself may take the buyer's money (a card charged at once), so a start
   * whose answer was lost may have charged. Otherwise the buyer pays only on a page or a QR that
   * the start would have handed them, and an unanswered start took nothing.
   */
  takesMoneyAtStart(methodId: number): boolean;
  start(request: StartRequest, log: ProviderLog): Promise<ProviderStarted>;
  /**
   * Checks a notification's authenticity (signature, or the provider's verification call) and reads
   * it. Unsigned providers (SCB, GB Prime Pay, Pay Solutions) answer verified: their notification is
   * only a hint, and nothing changes until `inquire` confirms it.
   */
  checkNotification(raw: RawNotification, now: Date, log: ProviderLog): Promise<NotificationCheck>;
  /** The body the provider expects back for a notification it sent; default `{ received: true }`. */
  replyToNotification?(notification: VerifiedNotification | null): NotificationReply;
  inquire(
    providerRef: string,
    log: ProviderLog,
  ): Promise<{ outcome: PaymentOutcome; cardDetails: CardDetails | null }>;
  /**
   * What the provider says of a payment without acting on it, for an attempt the shop already
   * closed (retired for a new one): PayPal's inquiry captures an approved order, which must never
   * happen for an attempt the buyer left. Absent: `inquire` only reads.
   */
  read?(
    providerRef: string,
    log: ProviderLog,
  ): Promise<{ outcome: PaymentOutcome; cardDetails: CardDetails | null }>;
  /**
   * The provider's last word on an open payment past its time, stopping it there where the
   * provider can (Omise expires a charge; PayPal's order is never captured); for the others it is
   * a last inquiry. Absent when there is nothing to ask.
   */
  expire?(providerRef: string, log: ProviderLog): Promise<PaymentOutcome>;
  /**
   * Whether `expire` really stops the payment at the provider, so a buyer can no longer pay it.
   * Only such attempts are ended early (a buyer who left for a new attempt, or came back without
   * paying); the others stay watched until their own time is over, since money may still come.
   */
  readonly expireStopsPayment: boolean;
  /**
   * Gives money back through the provider, answering the provider's refund id; absent where the
   * provider has no refund call (the money then waits for an administrator).
   */
  refund?(request: RefundRequest, log: ProviderLog): Promise<{ refundRef: string }>;
};

/** The provider did not answer usefully (time-out, network, 5xx): nothing is known, try again later. */
export class ProviderUnavailableError extends Error {
  /** The provider's id of the payment, when an answer carried one before the call went wrong. */
  readonly providerRef: string | null;

  constructor(
    readonly provider: ProviderName,
    message: string,
    options?: { cause?: unknown; providerRef?: string },
  ) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
    this.providerRef = options?.providerRef ?? null;
  }
}

/** The provider refused the request itself (4xx): `code` is its error code (used_token, not_found...). */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}
