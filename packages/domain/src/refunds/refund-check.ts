import { ErrorCode } from '../errors/error-codes';
import type { OrderState } from '../orders/order-states';
import { fail, ok, type Result } from '../result';

/** What an administrator asks to refund, beside what the order is and has had refunded. */
export type RefundRequest = {
  orderState: OrderState;
  orderLineIds: readonly number[];
  refundedLineIds: readonly number[];
  /** The lines to refund now. */
  chosenLineIds: readonly number[];
  /** Of the chosen lines, the physical items the buyer sent back. */
  returnedLineIds: readonly number[];
};

export type RefundRefusal =
  | typeof ErrorCode.ORDER_NOT_REFUNDABLE
  | typeof ErrorCode.LINE_ALREADY_REFUNDED
  | typeof ErrorCode.INPUT_ERROR;

/** What a refund that may go ahead means for the order: whether it leaves no line unrefunded. */
export type RefundVerdict = { completesOrder: boolean };

/**
 * Whether the lines may be refunded: only a paid (approved) order, only its own lines, each at
 * most once, and an item marked returned must be one of the lines refunded. An INPUT_ERROR names
 * the field (`detail.param`).
 */
export const checkRefund = (request: RefundRequest): Result<RefundVerdict, RefundRefusal> => {
  if (request.orderState !== 'approved') return fail(ErrorCode.ORDER_NOT_REFUNDABLE);
  const ofOrder = new Set(request.orderLineIds);
  if (request.chosenLineIds.length === 0 || request.chosenLineIds.some((id) => !ofOrder.has(id)))
    return fail(ErrorCode.INPUT_ERROR, { param: 'order_line_ids' });
  const refunded = new Set(request.refundedLineIds);
  const again = request.chosenLineIds.filter((id) => refunded.has(id));
  if (again.length > 0) return fail(ErrorCode.LINE_ALREADY_REFUNDED, { lineIds: again });
  const chosen = new Set(request.chosenLineIds);
  if (request.returnedLineIds.some((id) => !chosen.has(id)))
    return fail(ErrorCode.INPUT_ERROR, { param: 'returned_line_ids' });
  return ok({ completesOrder: request.orderLineIds.every((id) => refunded.has(id) || chosen.has(id)) });
};
