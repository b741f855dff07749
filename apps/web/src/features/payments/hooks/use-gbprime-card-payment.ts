import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { GbPrimeCardResponse } from '@shop/contract/payments/gbprime';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { cardFormSchema, type CardFormValue } from '@shop/domain/validation/card-form';
import { messages } from '@shop/domain/validation/messages';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useCheckPayment } from '../api/check-payment';
import { gbPrimeCardKeyQueryOptions, useGbPrimeCardKey } from '../api/get-gbprime-card-key';
import { usePayGbPrimeCard } from '../api/pay-gbprime-card';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import { CARD_FIELDS, vaultCardOf, type CardFormValues } from '../lib/card-form';
import { createGbPrimeCardToken, GBPRIME_UNREACHABLE, GbPrimeCardError } from '../lib/gbprime-card-token';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';

type Issue = { field: keyof CardFormValues; message: string };

/**
 * GB Prime Pay card (11): the domain's card rules, the card tokenised at GB from this browser,
 * then spec 2's POST /api/gbprime with the token. pending: the browser goes to `data.invoice_url`
 * (the issuer's 3-D Secure); failed: the decline stays on the panel so another card can be tried;
 * successful (no 3-D Secure): thank-you or orders.
 */
export const useGbPrimeCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CardFormValues>();
  useGbPrimeCardKey();
  const queryClient = useQueryClient();
  const pay = usePayGbPrimeCard();
  const check = useCheckPayment();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [declineCode, setDeclineCode] = useState<string | null>(null);

  const validate = (values: CardFormValues): CardFormValue | null => {
    const parsed = cardFormSchema(new Date(), messages[currentLocale()]).safeParse(values);
    const issues: Issue[] = [
      ...(values.name.trim() === ''
        ? [{ field: 'name' as const, message: t('payments.gbPrime.nameRequired') }]
        : []),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: (issue.path[0] ?? 'number') as keyof CardFormValues,
            message: issue.message,
          }))),
    ];
    form.setFields([
      ...CARD_FIELDS.map((name) => ({ name, errors: [] as string[] })),
      ...issues.map(({ field, message }) => ({ name: field, errors: [message] })),
    ]);
    if (issues.length > 0) feedback.invalidData(issues.map((issue) => issue.message));
    return parsed.success && issues.length === 0 ? parsed.data : null;
  };

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
        setDeclineCode(answer.failure_code ?? 'payment_rejected');
        feedback.paymentRefused(answer.failure_code);
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
    const values = form.getFieldsValue(true) as CardFormValues;
    const card = validate(values);
    if (!card) return;
    setBusy(true);
    setDeclineCode(null);
    try {
      const access = await queryClient.query(gbPrimeCardKeyQueryOptions());
      const token = await createGbPrimeCardToken(access, vaultCardOf(values.name, card));
      const answer = await pay.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        card_token: token,
        email: order.email,
        name: values.name.trim(),
        success_redirect_url: window.location.href,
        failure_redirect_url: window.location.href,
      });
      await settle(answer);
    } catch (error) {
      if (error instanceof GbPrimeCardError && error.code !== GBPRIME_UNREACHABLE)
        feedback.error(t('payments.gbPrime.cardRefused', { message: error.message, code: error.code }));
      else feedback.paymentError(error);
      setBusy(false);
    }
  };

  /** A field the buyer changes loses its error until the next try. */
  const clearChanged = (changed: Partial<CardFormValues>) =>
    form.setFields(
      CARD_FIELDS.filter((name) => name in changed).map((name) => ({ name, errors: [] as string[] })),
    );

  return { form, pay: submit, busy, declineCode, clearChanged };
};
