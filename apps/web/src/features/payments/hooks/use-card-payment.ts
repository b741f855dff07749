import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { PaymentMethodId } from '@shop/domain/payments/payment-methods';

type MethodId = (typeof PaymentMethodId)[keyof typeof PaymentMethodId];
import { paths } from '../../../config/paths';
import { useCheckPayment } from '../api/check-payment';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import { vaultCardOf } from '../lib/card-form';
import { useCardForm } from './use-card-form';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/** A provider's answer to a card charge, in the shop's words. */
export type CardCharge = {
  status: 'successful' | 'failed' | 'pending';
  attemptId: number;
  orderToken: string | null;
  failureCode: string | null;
  /** The issuer's 3-D Secure page for a pending charge, when the provider gave one. */
  secureUrl: string | null;
};

/** What a card provider (Omise, GB Prime Pay) adds to the shop's one card flow. */
export type CardProvider = {
  methodId: MethodId;
  texts: { nameRequired: string; paid: string };
  /** Tokenises the card at the provider from this browser, then charges the order with the token. */
  charge: (card: ReturnType<typeof vaultCardOf>, name: string) => Promise<CardCharge>;
  /** The provider's own words for a card its tokeniser refused, or null for the shop's usual message. */
  refusalOf: (error: unknown) => string | null;
};

/**
 * The domain's card rules, the provider's charge, then: successful: check now, thank-you or
 * orders; failed: the reason on the step and the form ready for another card; pending: the bank's
 * 3-D Secure page; an answer the shop did not hear: the return screen, which finds out.
 */
export const useCardPayment = (order: OrderDetail, provider: CardProvider) => {
  const card = useCardForm(provider.texts.nameRequired);
  const check = useCheckPayment();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const settle = async (answer: CardCharge) => {
    switch (answer.status) {
      case 'successful':
        // The server already settled it; "check now" only makes sure every page sees it at once.
        await check
          .mutateAsync({ orderId: order.id, attemptId: answer.attemptId, methodId: provider.methodId })
          .catch(() => undefined);
        feedback.success(provider.texts.paid);
        leave.toThankYouOrOrders(answer.orderToken, ORDERS_DELAY_MS);
        return;
      case 'failed':
        card.declined(answer.failureCode);
        setBusy(false);
        return;
      case 'pending':
        if (answer.secureUrl) window.location.assign(answer.secureUrl);
        // Pending without a page to visit: the return screen waits for the provider's answer.
        else void navigate(paths.paymentReturn(order.id, answer.attemptId));
        return;
    }
  };

  const pay = async () => {
    const typed = card.validate();
    if (!typed) return;
    setBusy(true);
    try {
      await settle(await provider.charge(vaultCardOf(typed.values.name, typed.card), typed.values.name));
    } catch (error) {
      if (followUnderWay(error)) return;
      const refusal = provider.refusalOf(error);
      if (refusal) feedback.error(refusal);
      else feedback.paymentError(error);
      setBusy(false);
    }
  };

  return { form: card.form, decline: card.decline, pay, busy, clearChanged: card.clearChanged };
};

export type CardPayment = ReturnType<typeof useCardPayment>;
