import { ErrorCode } from '@shop/domain/errors/error-codes';
import { isAttemptOpen, type AttemptState } from '@shop/domain/payments/attempt-states';
import { AppError } from '../../lib/app-error';
import { attemptLogger } from './attempt-logger';
import {
  appendPaymentLog,
  claimNotification,
  findAttempt,
  findAttemptByRef,
  recordProviderRef,
  updateAttempt,
  type AttemptRow,
} from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import type {
  NotificationReply,
  PaymentProvider,
  ProviderName,
  RawNotification,
  VerifiedNotification,
} from './payment-provider';
import { settleAttempt } from './settle-payment';

export type NotificationAnswer = {
  received: true;
  duplicate: boolean;
  matched: boolean;
  /** The provider's own reply shape, when it expects one. */
  reply: NotificationReply | null;
};

const attemptOf = async (deps: PaymentDeps, provider: ProviderName, notification: VerifiedNotification) => {
  const byRef = notification.providerRef
    ? await findAttemptByRef(deps.db, provider, notification.providerRef)
    : null;
  if (byRef) return byRef;
  const byId = notification.attemptId ? await findAttempt(deps.db, notification.attemptId) : null;
  // An echoed id only counts for an attempt of this provider that has no other reference.
  if (byId?.provider !== provider) return null;
  if (byId.providerRef && byId.providerRef !== notification.providerRef) return null;
  return byId;
};

/** The notification is a hint: the provider's own answer to our question is what settles. */
const inquireAndSettle = async (
  deps: PaymentDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  ref: string,
) => {
  try {
    const log = attemptLogger(deps.db, attempt);
    // An attempt the shop closed is only read: its provider is never asked to act on it again.
    const { outcome, cardDetails } =
      isAttemptOpen(attempt.state as AttemptState) || !provider.read
        ? await provider.inquire(ref, log)
        : await provider.read(ref, log);
    await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'notification', cardDetails });
  } catch (error) {
    // Nothing is lost: the reconciler asks again at once and then with backoff.
    deps.log.warn({ err: error, attemptId: attempt.id }, 'payment inquiry after a notification failed');
    await updateAttempt(deps.db, attempt.id, { nextInquiryAt: new Date() });
  }
};

/**
 * A provider's notification: its signature is checked on the raw body; every one is logged with
 * that body; a repeat of an event id changes nothing; a new one makes the server ask the provider
 * about the payment and settle from the answer. A refused signature is 401 and changes nothing.
 */
export const receiveNotification = async (
  deps: PaymentDeps,
  providerName: ProviderName,
  raw: RawNotification,
  now: Date = new Date(),
): Promise<NotificationAnswer> => {
  const provider = deps.registry.byName(providerName);
  if (!provider) throw new AppError(ErrorCode.NOT_FOUND, { message: 'This provider is not in use' });
  // Calls made to verify a notification (PayPal's verify-webhook-signature) belong to no attempt yet.
  const check = await provider.checkNotification(raw, now, (entry) =>
    appendPaymentLog(deps.db, { ...entry, attemptId: null, provider: providerName }),
  );
  if (!check.verified) {
    await appendPaymentLog(deps.db, {
      attemptId: null,
      provider: providerName,
      kind: 'notification',
      summary: `refused: ${check.reason}`,
      body: raw.body,
    });
    throw new AppError(ErrorCode.INVALID_SIGNATURE, { message: 'The notification could not be verified' });
  }
  const notification = check.notification;
  const reply = provider.replyToNotification?.(notification) ?? null;
  const attempt = await attemptOf(deps, providerName, notification);
  const isNew = await deps.db.transaction(async (tx) => {
    const claimed = await claimNotification(tx, providerName, notification.eventId, attempt?.id ?? null);
    await appendPaymentLog(tx, {
      attemptId: attempt?.id ?? null,
      provider: providerName,
      kind: 'notification',
      summary: `${notification.eventType} ${notification.eventId}${claimed ? '' : ' (repeat, ignored)'}`,
      body: raw.body,
    });
    return claimed;
  });
  if (!isNew || !attempt) return { received: true, duplicate: !isNew, matched: attempt !== null, reply };
  const ref = attempt.providerRef ?? notification.providerRef;
  if (notification.isAboutOutcome && ref) {
    if (!attempt.providerRef) await recordProviderRef(deps.db, attempt.id, ref);
    await inquireAndSettle(deps, provider, attempt, ref);
  }
  return { received: true, duplicate: false, matched: true, reply };
};
