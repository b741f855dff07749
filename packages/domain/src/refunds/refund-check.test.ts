import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { checkRefund, type RefundRequest } from './refund-check';

const request = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  orderState: 'approved',
  orderLineIds: [1, 2, 3],
  refundedLineIds: [],
  chosenLineIds: [2],
  returnedLineIds: [],
  ...overrides,
});

describe('checkRefund', () => {
  it('lets some lines of an approved order be refunded, leaving the order partly refunded', () => {
    expect(checkRefund(request())).toEqual({ ok: true, value: { completesOrder: false } });
  });

  it('says when the refund covers the last lines not refunded yet', () => {
    expect(checkRefund(request({ refundedLineIds: [1], chosenLineIds: [2, 3] }))).toEqual({
      ok: true,
      value: { completesOrder: true },
    });
  });

  it.each(['notYetReceived', 'pendingApproved', 'rejected', 'cancelled'] as const)(
    'refuses to refund an order that is %s',
    (orderState) => {
      expect(checkRefund(request({ orderState }))).toEqual({
        ok: false,
        code: ErrorCode.ORDER_NOT_REFUNDABLE,
      });
    },
  );

  it.each([
    ['no line', []],
    ['a line of another order', [2, 9]],
  ])('refuses %s as the lines to refund, naming the field', (_name, chosenLineIds) => {
    expect(checkRefund(request({ chosenLineIds }))).toEqual({
      ok: false,
      code: ErrorCode.INPUT_ERROR,
      detail: { param: 'order_line_ids' },
    });
  });

  it('refuses a line refunded before, naming it', () => {
    expect(checkRefund(request({ refundedLineIds: [2], chosenLineIds: [2, 3] }))).toEqual({
      ok: false,
      code: ErrorCode.LINE_ALREADY_REFUNDED,
      detail: { lineIds: [2] },
    });
  });

  it('refuses an item marked returned that is not among the lines refunded', () => {
    expect(checkRefund(request({ chosenLineIds: [2], returnedLineIds: [3] }))).toEqual({
      ok: false,
      code: ErrorCode.INPUT_ERROR,
      detail: { param: 'returned_line_ids' },
    });
  });
});
