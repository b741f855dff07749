import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { gbPrimeCardKeyQueryOptions, useGbPrimeCardKey } from '../api/get-gbprime-card-key';
import { usePayGbPrimeCard } from '../api/pay-gbprime-card';
import { createGbPrimeCardToken, GBPRIME_UNREACHABLE, GbPrimeCardError } from '../lib/gbprime-card-token';
import { useCardPayment } from './use-card-payment';

/**
 * GB Prime Pay card (11): the card tokenised at GB from this browser, then spec 2's
 * POST /api/gbprime with the token; a pending charge goes to `data.invoice_url` (the issuer's
 * 3-D Secure), and a card paid without 3-D Secure is settled at once.
 */
export const useGbPrimeCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  useGbPrimeCardKey();
  const queryClient = useQueryClient();
  const pay = usePayGbPrimeCard();
  return useCardPayment(order, {
    methodId: PaymentMethodId.GBPRIME_CARD,
    texts: { nameRequired: t('payments.gbPrime.nameRequired'), paid: t('payments.gbPrime.paid') },
    charge: async (card, name) => {
      const access = await queryClient.query(gbPrimeCardKeyQueryOptions());
      const token = await createGbPrimeCardToken(access, card);
      const answer = await pay.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        card_token: token,
        email: order.email,
        name: name.trim(),
        success_redirect_url: window.location.href,
        failure_redirect_url: window.location.href,
      });
      return {
        status: answer.status,
        attemptId: answer.orderPaymentId,
        orderToken: answer.order_token,
        failureCode: answer.failure_code,
        secureUrl: answer.data.invoice_url ?? null,
      };
    },
    refusalOf: (error) =>
      error instanceof GbPrimeCardError && error.code !== GBPRIME_UNREACHABLE
        ? t('payments.gbPrime.cardRefused', { message: error.message, code: error.code })
        : null,
  });
};
