import { ApiError } from '@shop/contract/http/api-client';
import { paymentUnderWaySchema } from '@shop/contract/payments/payment-attempt';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { paths } from '../../../config/paths';

/**
 * Where a refused payment start sends the buyer when a payment of the order may already have
 * happened: the return screen of that order and attempt, which asks the provider and shows the
 * answer. `PAYMENT_OUTCOME_UNKNOWN`: the provider did not answer this start; `PAYMENT_IN_PROGRESS`:
 * an earlier attempt is still being checked; `ORDER_NOT_PENDING`: the order no longer takes a
 * payment (an earlier attempt turned out paid, or the order closed). Null for any other failure,
 * which the panel shows as it always did.
 */
export const paymentUnderWayPath = (error: unknown, orderId: number): string | null => {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case ErrorCode.PAYMENT_OUTCOME_UNKNOWN:
    case ErrorCode.PAYMENT_IN_PROGRESS: {
      const result = paymentUnderWaySchema.safeParse(error.body?.error.result);
      return paths.paymentReturn(orderId, result.success ? result.data.orderPaymentId : undefined);
    }
    case ErrorCode.ORDER_NOT_PENDING:
      return paths.paymentReturn(orderId);
    default:
      return null;
  }
};
