import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { GbPrimeCardResponse } from '@shop/contract/payments/gbprime';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { paths } from '../../../config/paths';
import { useCheckPayment } from '../api/check-payment';
import { gbPrimeCardKeyQueryOptions, useGbPrimeCardKey } from '../api/get-gbprime-card-key';
import { usePayGbPrimeCard } from '../api/pay-gbprime-card';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import { vaultCardOf } from '../lib/card-form';
import { createGbPrimeCardToken, GBPRIME_UNREACHABLE, GbPrimeCardError } from '../lib/gbprime-card-token';
import { useCardForm } from './use-card-form';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * GB Prime Pay card (11): the domain's card rules, the card tokenised at GB from this browser,
 * then spec 2's POST /api/gbprime with the token. pending: the browser goes to `data.invoice_url`
 * (the issuer's 3-D Secure); failed: the reason on the step and the form ready for another card;
 * successful (no 3-D Secure): thank-you or orders; an answer the shop did not hear: the return
 * screen, which finds out.
 */
export const useGbPrimeCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  const card = useCardForm(t('payments.gbPrime.nameRequired'));
  useGbPrimeCardKey();
  const queryClient = useQueryClient();
  const pay = usePayGbPrimeCard();
  const check = useCheckPayment();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const settle = async (answer: GbPrimeCardResponse) => {
    switch (answer.status) {
      case 'successful':
        await check
          .mutateAsync({
            orderId: order.id,
            attemptId: answer.orderPaymentId,
            methodId: PaymentMethodId.GBPRIME_CARD,
          })
          .catch(() => undefined);
        feedback.success(t('payments.gbPrime.paid'));
        leave.toThankYouOrOrders(answer.order_token, ORDERS_DELAY_MS);
        return;
      case 'failed':
        card.declined(answer.failure_code);
        setBusy(false);
        return;
      case 'pending':
        if (answer.data.invoice_url) window.location.assign(answer.data.invoice_url);
        // Pending without a page to visit: the return screen waits for GB's answer.
        else void navigate(paths.paymentReturn(order.id, answer.orderPaymentId));
        return;
    }
  };

  const submit = async () => {
    const typed = card.validate();
    if (!typed) return;
    setBusy(true);
    try {
      const access = await queryClient.query(gbPrimeCardKeyQueryOptions());
      const token = await createGbPrimeCardToken(access, vaultCardOf(typed.values.name, typed.card));
      const answer = await pay.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        card_token: token,
        email: order.email,
        name: typed.values.name.trim(),
        success_redirect_url: window.location.href,
        failure_redirect_url: window.location.href,
      });
      await settle(answer);
    } catch (error) {
      if (followUnderWay(error)) return;
      if (error instanceof GbPrimeCardError && error.code !== GBPRIME_UNREACHABLE)
        feedback.error(t('payments.gbPrime.cardRefused', { message: error.message, code: error.code }));
      else feedback.paymentError(error);
      setBusy(false);
    }
  };

  return { form: card.form, decline: card.decline, pay: submit, busy, clearChanged: card.clearChanged };
};
