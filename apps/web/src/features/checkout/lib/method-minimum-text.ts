import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { MethodAmountRefusal } from '@shop/domain/pricing/payment-method-rules';
import { errorMessage, shopMessage } from '../../../lib/texts';

/**
 * Why a payment method cannot take the amount, as the buyer reads it: spec 2 quotes the 20 THB
 * text of methods 8 and 9 (a shop message); installments say their own minimum.
 */
export const methodMinimumText = (code: MethodAmountRefusal): string =>
  code === ErrorCode.BELOW_MINIMUM_AMOUNT ? shopMessage('minimumPaymentNotReached') : errorMessage(code);
