import {
  orderPaymentView,
  type AttemptFacts,
  type OrderPaymentFacts,
  type OrderPaymentView,
} from '@shop/domain/payments/order-payment-view';
import { paymentProviderName } from '../../../lib/payment-provider-name';

/** An attempt still waiting for the buyer this long after the screen first saw it was not paid. */
export const NOT_RECEIVED_AFTER_MS = 20_000;

/**
 * What the return screen shows: the order as the server says it, except while its newest attempt
 * is open, when it says whom it is asking and, for an attempt that only waits for the buyer, when
 * to stop waiting. `provider` is null for the shop's own methods.
 */
export type ReturnScreen =
  | Exclude<OrderPaymentView, { kind: 'outcomeUnknown' | 'processing' }>
  /** The shop does not know yet whether money was taken: it keeps asking, the buyer must not pay again. */
  | { kind: 'outcomeUnknown'; provider: string | null }
  /** The provider has the attempt and has not answered yet. */
  | { kind: 'awaitingProvider'; provider: string | null }
  /** The buyer came back and no payment arrived: try again, or pay another way. */
  | { kind: 'notReceived'; provider: string | null; attemptId: number }
  /** The buyer cancelled on the provider's page. */
  | { kind: 'cancelledAtProvider'; provider: string | null; attemptId: number };

type ReturnAttempt = AttemptFacts & { readonly payment_method_id: number };

export type ReturnFacts = {
  order: Omit<OrderPaymentFacts, 'latest_payment'> & { latest_payment: ReturnAttempt | null };
  /** The attempt the address names, and whether the buyer cancelled it on the provider's page. */
  attemptId: number | null;
  isCancelled: boolean;
  /** When this screen first saw the newest attempt waiting for the buyer (epoch ms), if it has. */
  pendingSince: number | null;
  now: number;
  /** The attempt this screen told the server the buyer gave up on, once it has. */
  abandonedAttemptId: number | null;
};

/** The server ended this attempt because this screen said the buyer gave up on it. */
const isEndedHere = (latest: ReturnAttempt, facts: ReturnFacts) =>
  latest.state === 'expired' && latest.id === facts.abandonedAttemptId;

/** An open or failed newest attempt: whether the buyer is still waited for, gave up, or was refused. */
const attemptScreen = (
  view: Extract<OrderPaymentView, { kind: 'processing' | 'failed' }>,
  latest: ReturnAttempt | null,
  facts: ReturnFacts,
): ReturnScreen => {
  const provider = paymentProviderName(latest?.payment_method_id ?? 0);
  const awaiting = { kind: 'awaitingProvider', provider } as const;
  // Only an attempt waiting for the buyer, or one this screen ended at their word, is theirs to give up.
  if (latest === null || !(latest.state === 'pending' || isEndedHere(latest, facts)))
    return view.kind === 'failed' ? view : awaiting;
  if (facts.isCancelled && (facts.attemptId === null || facts.attemptId === latest.id))
    return { kind: 'cancelledAtProvider', provider, attemptId: latest.id };
  const hasWaitedLong =
    facts.pendingSince !== null && facts.now - facts.pendingSince >= NOT_RECEIVED_AFTER_MS;
  return isEndedHere(latest, facts) || hasWaitedLong
    ? { kind: 'notReceived', provider, attemptId: latest.id }
    : awaiting;
};

/**
 * The screen for the order as the server last said it. Paid always wins, so a late payment still
 * turns the screen to paid; an attempt whose outcome is unknown is never given up; an attempt the
 * buyer cancelled, or one that still waits for them `NOT_RECEIVED_AFTER_MS` after the screen saw
 * it waiting, is shown as not paid, and stays so once the server ended it at the buyer's word (it
 * then reads as expired). A refusal the provider gave shows with its reason.
 */
export const returnScreenOf = (facts: ReturnFacts): ReturnScreen => {
  const view = orderPaymentView(facts.order);
  const latest = facts.order.latest_payment;
  switch (view.kind) {
    case 'outcomeUnknown':
      return { kind: 'outcomeUnknown', provider: paymentProviderName(latest?.payment_method_id ?? 0) };
    case 'processing':
    case 'failed':
      return attemptScreen(view, latest, facts);
    case 'paid':
    case 'rejected':
    case 'cancelled':
    case 'checking':
    case 'flagged':
    case 'transferNotAccepted':
    case 'refunded':
    case 'unpaid':
      return view;
  }
};

/** The attempt the server should now be told the buyer gave up on (`abandon`), once; else null. */
export const attemptToAbandon = (screen: ReturnScreen, abandonedAttemptId: number | null): number | null =>
  (screen.kind === 'notReceived' || screen.kind === 'cancelledAtProvider') &&
  screen.attemptId !== abandonedAttemptId
    ? screen.attemptId
    : null;

/**
 * How long after the screen opened the next "check now" comes: every 3 s for the first 30 s, when
 * an answer is most likely, then every 10 s, and every 30 s after 5 minutes; the server takes 30
 * checks a minute from one browser.
 */
export const nextCheckDelayMs = (sinceOpenedMs: number): number =>
  sinceOpenedMs < 30_000 ? 3_000 : sinceOpenedMs < 300_000 ? 10_000 : 30_000;
