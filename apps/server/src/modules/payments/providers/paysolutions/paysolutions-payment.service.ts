import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { PaySolutionsResponse } from '@shop/contract/payments/paysolutions';
import { AppError } from '../../../../lib/app-error';
import type { SessionUserRow } from '../../../../plugins/session';
import { findLinesOfOrders, findOrderOfUser } from '../../../orders/index';
import type { PaymentDeps } from '../../payment-deps';
import { startPayment } from '../../start-payment.service';

/**
 * Pay Solutions (13): records an attempt, has the adapter build the hosted page's form (refno =
 * order id + HHmmss, the order's courses as the product detail), and answers spec 2's fields with
 * that form. Nothing is paid here: the buyer pays on Pay Solutions' page, the inquiry settles.
 */
export const startPaySolutionsPayment = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  orderId: number,
): Promise<PaySolutionsResponse> => {
  const order = await findOrderOfUser(deps.db, orderId, user.id);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const lines = await findLinesOfOrders(deps.db, [order.id]);
  const result = await startPayment(deps, user, {
    orderId: order.id,
    methodId: PaymentMethodId.PAY_SOLUTIONS,
    description: lines.map((line) => line.courseTitle).join(', ') || `Order #${String(order.id)}`,
  });
  const form = result.started?.form;
  const settings = deps.registry.settingsOf('paysolutions');
  if (!form || !settings || !result.attempt.providerRef)
    throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
      message: 'Pay Solutions did not take this payment',
      result: result.refused ?? { failure_code: result.attempt.failureCode },
    });
  return {
    success: true,
    data: {
      application_id_1: settings.merchantId,
      course_ids: [...new Set(lines.map((line) => line.courseId))],
      refno: result.attempt.providerRef,
    },
    form: { action: form.action, method: 'POST', fields: form.fields },
    orderPaymentId: result.attempt.id,
  };
};
