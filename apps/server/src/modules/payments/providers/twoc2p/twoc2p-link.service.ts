import { ErrorCode } from '@shop/domain/errors/error-codes';
import { chooseInstallmentPlan, installmentPlans } from '@shop/domain/payments/installments';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { Currency } from '@shop/domain/money/currency';
import { AppError } from '../../../../lib/app-error';
import type { SessionUserRow } from '../../../../plugins/session';
import { findOrderOfUser } from '../../../orders/index';
import type { PaymentDeps } from '../../payment-deps';
import { startPayment } from '../../start-payment.service';

export type TwoC2pLinkInput = {
  orderId: number;
  /** The amount the page shows, in minor units; must be the order's. */
  sentAmount: number;
  /** The methods this link route starts: card and installments, or QR. */
  methodIds: readonly number[];
  installmentMonths?: number | null | undefined;
};

const refuse = (code: string, message: string, result?: unknown) => new AppError(code, { message, result });

/** The installment term must be one the domain offers for this order, whatever the browser sent. */
const checkTerm = (total: number, currency: Currency, months: number | null | undefined) => {
  const terms = installmentPlans(total, currency).map((plan) => plan.months);
  if (!months) throw refuse(ErrorCode.INPUT_ERROR, 'Choose an installment term', { terms });
  const chosen = chooseInstallmentPlan(total, currency, months);
  if (chosen.ok) return chosen.value.months;
  switch (chosen.code) {
    case 'below_minimum_total':
      throw refuse(ErrorCode.BELOW_INSTALLMENT_MINIMUM, 'Too little to pay in installments', { terms });
    case 'not_thb':
      throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'Installments are in baht only');
    case 'term_not_offered':
      throw refuse(ErrorCode.INPUT_ERROR, 'This installment term is not offered for this order', { terms });
  }
};

/**
 * Spec 2's 2C2P links: the order's own method decides card, installments or QR; an installment
 * term is checked against the domain's rule; then the core starts the payment and the answer is
 * 2C2P's page. A refused token is a failed attempt and an error here, so the page can say so.
 */
export const createTwoC2pLink = async (deps: PaymentDeps, user: SessionUserRow, input: TwoC2pLinkInput) => {
  const order = await findOrderOfUser(deps.db, input.orderId, user.id);
  if (!order) throw refuse(ErrorCode.NOT_FOUND, 'No such order');
  const methodId = order.paymentMethodId;
  if (methodId === null || !input.methodIds.includes(methodId))
    throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'The order was made for another payment method');
  if (methodId === PaymentMethodId.TWOC2P_QR && order.currency !== 'THB')
    throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'Thai QR takes baht only');
  // A changed price is the core's refusal (PRICE_CHANGED); the term is checked on the right total.
  const months =
    methodId === PaymentMethodId.TWOC2P_INSTALLMENT && input.sentAmount === order.total
      ? checkTerm(order.total, order.currency as Currency, input.installmentMonths)
      : undefined;
  const result = await startPayment(deps, user, {
    orderId: order.id,
    methodId,
    sentAmount: input.sentAmount,
    ...(months ? { installmentMonths: months } : {}),
  });
  const action = result.started?.nextAction;
  if (action?.type !== 'redirect')
    throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, '2C2P gave no payment page for this order', {
      failure_code: result.refused?.code ?? result.attempt.failureCode,
    });
  return {
    webPaymentUrl: action.url,
    orderPaymentId: result.attempt.id,
    expires_at: result.attempt.expiresAt ? result.attempt.expiresAt.toISOString() : null,
  };
};
