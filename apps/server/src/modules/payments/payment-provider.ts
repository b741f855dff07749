import type { PaymentNextAction } from '@shop/contract/payments/payment-attempt';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';

/** Whose word settles an attempt. */
export type ProviderName = 'omise' | 'bank_transfer' | 'paypal' | '2c2p' | 'scb' | 'gbprime' | 'paysolutions';

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
  /** Asks the provider to stop an open payment (a QR nobody scanned); absent when it cannot. */
  expire?(providerRef: string, log: ProviderLog): Promise<PaymentOutcome>;
};

/** The provider did not answer usefully (time-out, network, 5xx): nothing is known, try again later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
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
