import { useMemo } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import { isErrorCode } from '@shop/domain/errors/error-codes';
import { NOTIFICATION_KINDS } from '@shop/domain/errors/notification-kinds';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale, errorMessage, shopMessage } from '../../../lib/texts';

const SECONDS = 5;

/**
 * The payment panels' notifications, top right for 5 s: 'you entered invalid data' with one line
 * per message, and spec 2's 'error' / 'payment failed, please try again' with the reason. A
 * declined card is told on the card form itself (`useCardForm`), and a payment that may be under
 * way on the return screen (`usePaymentUnderWay`), never here.
 */
export const usePaymentFeedback = () => {
  const { notification, notifyKind } = useNotify();

  return useMemo(() => {
    const errorTitle = () => NOTIFICATION_KINDS.fail.title[currentLocale()];

    /** The client-side checks failed: every message, in check order. */
    const invalidData = (messages: readonly string[]) =>
      notification.warning({
        title: shopMessage('youEnteredInvalidData'),
        description: messages.join('\n'),
        duration: SECONDS,
      });

    /** A call failed: 'payment failed, please try again', and the refusal's own text when it has one. */
    const paymentError = (error: unknown) => {
      const code = error instanceof ApiError ? error.code : null;
      // A 5xx says nothing more than 'payment failed'; a refusal (ORDER_NOT_PENDING, ...) does.
      const reason =
        code !== null && code !== 'INTERNAL_ERROR' && isErrorCode(code) ? errorMessage(code) : null;
      notification.error({
        title: errorTitle(),
        description: [shopMessage('paymentFailed'), reason].filter(Boolean).join('\n'),
        duration: SECONDS,
      });
    };

    /** Any other message of the panels, e.g. the vault's own refusal text. */
    const error = (description: string) =>
      notification.error({ title: errorTitle(), description, duration: SECONDS });

    const success = (description: string) => notifyKind('success', description);

    return { invalidData, paymentError, error, success };
  }, [notification, notifyKind]);
};
