import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Currency } from '@shop/domain/money/currency';
import { paymentWindowEnd } from '@shop/domain/payments/payment-window';
import { methodAmountRefusal } from '@shop/domain/pricing/payment-method-rules';
import { orders } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import {
  findAttempt,
  findOpenAttempts,
  insertAttempt,
  updateAttempt,
  type AttemptRow,
} from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { attemptLogger } from './attempt-logger';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderName,
  type ProviderStarted,
} from './payment-provider';
import { settleAttempt } from './settle-payment';

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

/** The path of a provider's notification address under /webhook/payment/. */
const notificationPath = (name: ProviderName) => (name === 'paysolutions' ? 'pay-solutions' : name);

const refuse = (code: string, message: string, result?: unknown) => new AppError(code, { message, result });

/** Records the intent to pay in its own transaction, after every check on the locked order. */
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
    const expiresAt = paymentWindowEnd(input.methodId, now, order.cancelAt);
    const attempt = await insertAttempt(tx, {
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
    return { attempt, order };
  });

/** A new QR replaces the order's older ones: each is expired at the provider, where it can be. */
const retireOlderAttempts = async (deps: PaymentDeps, provider: PaymentProvider, current: AttemptRow) => {
  if (!provider.expire) return;
  for (const older of await findOpenAttempts(deps.db, current.orderId)) {
    if (older.id === current.id || older.paymentMethodId !== current.paymentMethodId || !older.providerRef)
      continue;
    try {
      const outcome = await provider.expire(older.providerRef, attemptLogger(deps.db, older));
      await settleAttempt(deps, { attemptId: older.id, outcome, source: 'start' });
    } catch (error) {
      // Left open, the reconciler asks about it later; a payment on it would be flagged, not lost.
      deps.log.warn({ err: error, attemptId: older.id }, 'could not expire an older payment attempt');
    }
  }
};

/**
 * Starts paying an order with a provider: record the intent and commit, call the provider with
 * no transaction open, record its answer, and settle what it said. A provider that does not
 * answer leaves the order payable (PAYMENT_PROVIDER_UNAVAILABLE); a refusal is a failed attempt.
 */
export const startPayment = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  input: StartPaymentInput,
  now: Date = new Date(),
): Promise<StartPaymentResult> => {
  const provider = deps.registry.providerFor(input.methodId);
  if (!provider) throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'This method is not available');
  const { attempt, order } = await recordIntent(deps, user, input, provider, now);
  const log = attemptLogger(deps.db, attempt);
  let started: ProviderStarted;
  try {
    started = await provider.start(
      {
        attemptId: attempt.id,
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
        notifyUrl: `${deps.publicUrl}/webhook/payment/${notificationPath(provider.name)}`,
        expiresAt: attempt.expiresAt,
        ...(input.cardToken ? { cardToken: input.cardToken } : {}),
        ...(input.installmentMonths ? { installmentMonths: input.installmentMonths } : {}),
      },
      log,
    );
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      const outcome = { kind: 'failed' as const, code: error.code, message: error.message };
      const settled = await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'start' });
      return { attempt: settled.attempt, orderToken: order.orderToken, started: null, refused: outcome };
    }
    if (error instanceof ProviderUnavailableError) {
      const outcome = { kind: 'failed' as const, code: 'provider_unavailable', message: error.message };
      await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'start' });
      throw refuse(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE, 'The payment provider did not answer');
    }
    throw error;
  }
  await updateAttempt(deps.db, attempt.id, {
    providerRef: attempt.providerRef ?? started.providerRef,
    nextAction: started.nextAction,
    expiresAt: started.expiresAt ?? attempt.expiresAt,
    cardDetails: started.cardDetails,
    updatedAt: now,
  });
  const settled = await settleAttempt(deps, {
    attemptId: attempt.id,
    outcome: started.outcome,
    source: 'start',
    cardDetails: started.cardDetails,
  });
  if (started.nextAction?.type === 'qr') await retireOlderAttempts(deps, provider, settled.attempt);
  const fresh = (await findAttempt(deps.db, attempt.id)) ?? settled.attempt;
  return { attempt: fresh, orderToken: order.orderToken, started, refused: null };
};
