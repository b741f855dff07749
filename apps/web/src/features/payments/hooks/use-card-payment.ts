import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { OmiseCardChargeResponse } from '@shop/contract/payments/omise';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { paths } from '../../../config/paths';
import { useChargeCard } from '../api/charge-card';
import { useCheckPayment } from '../api/check-payment';
import { omiseCardKeyQueryOptions, useOmiseCardKey } from '../api/get-omise-card-key';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import { vaultCardOf } from '../lib/card-form';
import { createCardToken, OmiseVaultError, VAULT_UNREACHABLE } from '../lib/omise-vault';
import { useCardForm } from './use-card-form';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * Omise card (8): the domain's card rules, the card tokenised at the vault from this browser, then
 * POST /api/omise/creditcard with the token. successful: check now, thank-you or orders;
 * failed: the reason on the step and the form ready for another card; pending: the bank's 3-D
 * Secure page; an answer the shop did not hear: the return screen, which finds out.
 */
export const useCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  const card = useCardForm(t('payments.card.nameRequired'));
  useOmiseCardKey();
  const queryClient = useQueryClient();
  const charge = useChargeCard();
  const check = useCheckPayment();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const settle = async (answer: OmiseCardChargeResponse) => {
    switch (answer.status) {
      case 'successful':
        // The server already settled it; "check now" only makes sure every page sees it at once.
        await check
          .mutateAsync({
            orderId: order.id,
            attemptId: answer.orderPaymentId,
            methodId: PaymentMethodId.OMISE_CARD,
          })
          .catch(() => undefined);
        feedback.success(t('payments.card.paid'));
        leave.toThankYouOrOrders(answer.order_token, ORDERS_DELAY_MS);
        return;
      case 'failed':
        card.declined(answer.failure_code);
        setBusy(false);
        return;
      case 'pending':
        if (answer.charges?.authorize_uri) window.location.assign(answer.charges.authorize_uri);
        // Pending without a page to visit: the return screen waits for the provider's answer.
        else void navigate(paths.paymentReturn(order.id, answer.orderPaymentId));
        return;
    }
  };

  const showError = (error: unknown) => {
    if (error instanceof OmiseVaultError && error.code !== VAULT_UNREACHABLE)
      feedback.error(t('payments.card.vaultError', { message: error.message, code: error.code }));
    else feedback.paymentError(error);
  };

  const pay = async () => {
    const typed = card.validate();
    if (!typed) return;
    setBusy(true);
    try {
      const access = await queryClient.query(omiseCardKeyQueryOptions());
      const token = await createCardToken(access, vaultCardOf(typed.values.name, typed.card));
      const answer = await charge.mutateAsync({
        orderId: order.id,
        publicKeyOmise: access.publicKey,
        omise_token: token,
        email: order.email,
        name: typed.values.name.trim(),
        total_amount: order.total,
      });
      await settle(answer);
    } catch (error) {
      if (followUnderWay(error)) return;
      showError(error);
      setBusy(false);
    }
  };

  return { form: card.form, decline: card.decline, pay, busy, clearChanged: card.clearChanged };
};
