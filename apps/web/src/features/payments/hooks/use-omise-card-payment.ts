import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { useChargeCard } from '../api/charge-card';
import { omiseCardKeyQueryOptions, useOmiseCardKey } from '../api/get-omise-card-key';
import { createCardToken, OmiseVaultError, VAULT_UNREACHABLE } from '../lib/omise-vault';
import { useCardPayment } from './use-card-payment';

/**
 * Omise card (8): the card tokenised at Omise's vault from this browser, then
 * POST /api/omise/creditcard with the token; a pending charge goes to the bank's 3-D Secure page.
 */
export const useOmiseCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  useOmiseCardKey();
  const queryClient = useQueryClient();
  const charge = useChargeCard();
  return useCardPayment(order, {
    methodId: PaymentMethodId.OMISE_CARD,
    texts: { nameRequired: t('payments.card.nameRequired'), paid: t('payments.card.paid') },
    charge: async (card, name) => {
      const access = await queryClient.query(omiseCardKeyQueryOptions());
      const token = await createCardToken(access, card);
      const answer = await charge.mutateAsync({
        orderId: order.id,
        publicKeyOmise: access.publicKey,
        omise_token: token,
        email: order.email,
        name: name.trim(),
        total_amount: order.total,
      });
      return {
        status: answer.status,
        attemptId: answer.orderPaymentId,
        orderToken: answer.order_token,
        failureCode: answer.failure_code,
        secureUrl: answer.charges?.authorize_uri ?? null,
      };
    },
    refusalOf: (error) =>
      error instanceof OmiseVaultError && error.code !== VAULT_UNREACHABLE
        ? t('payments.card.vaultError', { message: error.message, code: error.code })
        : null,
  });
};
