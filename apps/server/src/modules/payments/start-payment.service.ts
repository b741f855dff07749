import { and, eq } from 'drizzle-orm';
import type { AttemptState } from '@shop/domain/payments/attempt-states';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Currency } from '@shop/domain/money/currency';
import { paymentWindowEnd } from '@shop/domain/payments/payment-window';
import { newAttemptVerdict } from '@shop/domain/payments/payment-look-up';
import { methodAmountRefusal } from '@shop/domain/pricing/payment-method-rules';
import { orders } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { attemptLogger } from './attempt-logger';
import { settleEarlierAttempts } from './earlier-attempts';
import {
  findAttempt,
  findOpenAttempts,
  insertAttempt,
  recordProviderRef,
  updateAttempt,
  type AttemptRow,
} from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderStarted,
} from './payment-provider';
import { settleAttempt } from './settle-payment';

/** The failure code of a start no provider answered, when nothing could have been taken. */
const PROVIDER_UNAVAILABLE = 'provider_unavailable';

/** The reconciler's first question comes after this, giving the provider's notification time to arrive. */
const FIRST_INQUIRY_MS = 60_000;

export type StartPaymentInput = {
  orderId: number;
  methodId: number;
  /** The amount the browser shows (minor units); must be the order's. */
  sentAmount?: number;
  cardToken?: string;
  /** 2C2P installments (method 10): the months the buyer chose. */
  installmentMonths?: number;
  language?: 'th' | 'en';
  /** What the provider shows as bought (Pay Solutions' productdetail); default "Order #id". */
  description?: string;
};

export type StartPaymentResult = {
  attempt: AttemptRow;
  orderToken: string;
  started: ProviderStarted | null;
  refused: { code: string; message: string } | null;
};

const refuse = (code: string, message: string, result?: unknown) => new AppError(code, { message, result });

/** An earlier attempt's outcome is not known yet: the buyer waits for it instead of paying again. */
const inProgress = (attemptId: number) =>
  refuse(ErrorCode.PAYMENT_IN_PROGRESS, 'An earlier payment of this order is still being checked', {
    orderPaymentId: attemptId,
  });

/**
 * Records the intent to pay in its own transaction, after every check on the locked order: with
 * the order locked, an attempt of another request whose outcome is not known yet (a double click)
 * holds this one back, so two calls never charge the same order at once.
 */
const recordIntent = (
  deps: PaymentDeps,
  user: SessionUserRow,
  input: StartPaymentInput,
  provider: PaymentProvider,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, user.id)))
      .for('update');
    if (!order) throw refuse(ErrorCode.NOT_FOUND, 'No such order');
    if (order.status !== 'notYetReceived' || (order.cancelAt !== null && order.cancelAt <= now))
      throw refuse(ErrorCode.ORDER_NOT_PENDING, 'The order no longer takes a payment');
    if (order.paymentMethodId !== input.methodId)
      throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'The order was made for another payment method');
    if (input.sentAmount !== undefined && input.sentAmount !== order.total)
      throw refuse(ErrorCode.PRICE_CHANGED, 'The amount is not the order amount', { total: order.total });
    const belowMinimum = methodAmountRefusal(input.methodId, order.total, order.currency as Currency);
    if (belowMinimum) throw refuse(belowMinimum, 'Below the minimum of this method');
    const open = await findOpenAttempts(tx, order.id);
    const verdict = newAttemptVerdict(open.map(({ id, state }) => ({ id, state: state as AttemptState })));
    if (verdict.kind === 'wait') throw inProgress(verdict.attemptId);
    const expiresAt = paymentWindowEnd(input.methodId, now, order.cancelAt);
    const inserted = await insertAttempt(tx, {
      orderId: order.id,
      paymentMethodId: input.methodId,
      provider: provider.name,
      state: 'created',
      amount: order.total,
      currency: order.currency,
      expiresAt,
      nextInquiryAt: new Date(now.getTime() + FIRST_INQUIRY_MS),
      createdAt: now,
      updatedAt: now,
    });
    // The shop's own reference is written before the call, so a lost answer can still be found.
    const shopRef = provider.reference({ orderId: order.id, attemptId: inserted.id }, now);
    const known = { shopRef, ...(provider.referenceIsProviderRef ? { providerRef: shopRef } : {}) };
    await updateAttempt(tx, inserted.id, known);
    return { attempt: { ...inserted, ...known }, order };
  });

/** Asks the order's earlier open attempts first; refuses while one of them is still unknown. */
const checkEarlierAttempts = async (deps: PaymentDeps, user: SessionUserRow, orderId: number, now: Date) => {
  const [order] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)));
  if (order?.status !== 'notYetReceived') return;
  const verdict = await settleEarlierAttempts(deps, orderId, now);
  if (verdict.kind === 'wait') throw inProgress(verdict.attemptId);
};

/**
 * The call's answer was not heard. Where the start itself may have taken the money, the attempt
 * is unknown until the provider's look-up tells, and the buyer watches it being checked; where
 * the buyer pays only on a page or QR this start would have handed them, nothing was taken: the
 * attempt failed and the buyer may try again at once.
 */
const answerNotHeard = async (
  deps: PaymentDeps,
  context: { attempt: AttemptRow; orderToken: string; provider: PaymentProvider; methodId: number },
  error: ProviderUnavailableError,
  now: Date,
) => {
  const { attempt, orderToken, provider, methodId } = context;
  if (!provider.takesMoneyAtStart(methodId)) {
    const outcome = { kind: 'failed' as const, code: PROVIDER_UNAVAILABLE, message: error.message };
    await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'start' }, now);
    return refuse(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE, 'The payment provider did not answer');
  }
  if (error.providerRef) await recordProviderRef(deps.db, attempt.id, error.providerRef);
  await settleAttempt(
    deps,
    { attemptId: attempt.id, outcome: { kind: 'unknown', reason: error.message }, source: 'start' },
    now,
  );
  return refuse(ErrorCode.PAYMENT_OUTCOME_UNKNOWN, 'The payment provider did not answer in time', {
    orderPaymentId: attempt.id,
    order_token: orderToken,
  });
};

/**
 * Starts paying an order with a provider: ask about the order's earlier attempts, record the
 * intent and commit, call the provider with no transaction open, record its answer, and settle
 * what it said. An answer the shop did not hear leaves the attempt unknown (never failed) and the
 * buyer is sent to watch it being checked (PAYMENT_OUTCOME_UNKNOWN); a refusal is a failed attempt.
 */
export const startPayment = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  input: StartPaymentInput,
  now: Date = new Date(),
): Promise<StartPaymentResult> => {
  const provider = deps.registry.providerFor(input.methodId);
  if (!provider) throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'This method is not available');
  await checkEarlierAttempts(deps, user, input.orderId, now);
  const { attempt, order } = await recordIntent(deps, user, input, provider, now);
  const log = attemptLogger(deps.db, attempt);
  let started: ProviderStarted;
  try {
    started = await provider.start(
      {
        attemptId: attempt.id,
        shopRef: attempt.shopRef,
        idempotencyKey: `${provider.name}-attempt-${String(attempt.id)}-${now.getTime().toString(36)}`,
        methodId: input.methodId,
        order: {
          id: order.id,
          amountDue: order.total,
          currency: order.currency,
          description: input.description ?? `Order #${String(order.id)}`,
        },
        buyer: {
          email: user.email,
          name: `${user.firstname} ${user.lastname}`.trim() || user.username,
          language: input.language ?? 'th',
        },
        returnUrl: `${deps.publicUrl}/payment/${String(order.id)}?attempt=${String(attempt.id)}`,
        notifyUrl: `${deps.publicUrl}/webhook/payment/${deps.registry.notificationPath(provider.name)}`,
        expiresAt: attempt.expiresAt,
        ...(input.cardToken ? { cardToken: input.cardToken } : {}),
        ...(input.installmentMonths ? { installmentMonths: input.installmentMonths } : {}),
      },
      log,
    );
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      const outcome = { kind: 'failed' as const, code: error.code, message: error.message };
      const settled = await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'start' }, now);
      return { attempt: settled.attempt, orderToken: order.orderToken, started: null, refused: outcome };
    }
    if (error instanceof ProviderUnavailableError)
      throw await answerNotHeard(
        deps,
        { attempt, orderToken: order.orderToken, provider, methodId: input.methodId },
        error,
        now,
      );
    throw error;
  }
  await updateAttempt(deps.db, attempt.id, {
    providerRef: attempt.providerRef ?? started.providerRef,
    nextAction: started.nextAction,
    expiresAt: started.expiresAt ?? attempt.expiresAt,
    cardDetails: started.cardDetails,
    updatedAt: now,
  });
  const settled = await settleAttempt(
    deps,
    { attemptId: attempt.id, outcome: started.outcome, source: 'start', cardDetails: started.cardDetails },
    now,
  );
  const fresh = (await findAttempt(deps.db, attempt.id)) ?? settled.attempt;
  return { attempt: fresh, orderToken: order.orderToken, started, refused: null };
};
