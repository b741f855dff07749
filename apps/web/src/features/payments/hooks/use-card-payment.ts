import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { OmiseCardChargeResponse } from '@shop/contract/payments/omise';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { cardFormSchema, type CardFormValue } from '@shop/domain/validation/card-form';
import { messages } from '@shop/domain/validation/messages';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useChargeCard } from '../api/charge-card';
import { useCheckPayment } from '../api/check-payment';
import { omiseCardKeyQueryOptions, useOmiseCardKey } from '../api/get-omise-card-key';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import { CARD_FIELDS, vaultCardOf, type CardFormValues } from '../lib/card-form';
import { createCardToken, OmiseVaultError, VAULT_UNREACHABLE } from '../lib/omise-vault';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';

type Issue = { field: keyof CardFormValues; message: string };

/**
 * Omise card (8): the domain's card rules, the card tokenised at the vault from this browser, then
 * POST /api/omise/creditcard with the token. successful: check now, thank-you or orders;
 * failed: the provider's reason, then the orders page; pending: the bank's 3-D Secure page.
 */
export const useCardPayment = (order: OrderDetail) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CardFormValues>();
  useOmiseCardKey();
  const queryClient = useQueryClient();
  const charge = useChargeCard();
  const check = useCheckPayment();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const mark = (issues: readonly Issue[]) =>
    form.setFields([
      ...CARD_FIELDS.map((name) => ({ name, errors: [] as string[] })),
      ...issues.map(({ field, message }) => ({ name: field, errors: [message] })),
    ]);

  const validate = (values: CardFormValues): CardFormValue | null => {
    const parsed = cardFormSchema(new Date(), messages[currentLocale()]).safeParse(values);
    const issues: Issue[] = [
      ...(values.name.trim() === ''
        ? [{ field: 'name' as const, message: t('payments.card.nameRequired') }]
        : []),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: (issue.path[0] ?? 'number') as keyof CardFormValues,
            message: issue.message,
          }))),
    ];
    mark(issues);
    if (issues.length > 0) feedback.invalidData(issues.map((issue) => issue.message));
    return parsed.success && issues.length === 0 ? parsed.data : null;
  };

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
        feedback.paymentRefused(answer.failure_code);
        leave.toOrders();
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
    const values = form.getFieldsValue(true) as CardFormValues;
    const card = validate(values);
    if (!card) return;
    setBusy(true);
    try {
      const access = await queryClient.query(omiseCardKeyQueryOptions());
      const token = await createCardToken(access, vaultCardOf(values.name, card));
      const answer = await charge.mutateAsync({
        orderId: order.id,
        publicKeyOmise: access.publicKey,
        omise_token: token,
        email: order.email,
        name: values.name.trim(),
        total_amount: order.total,
      });
      await settle(answer);
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  /** A field the buyer changes loses its error until the next try. */
  const clearChanged = (changed: Partial<CardFormValues>) =>
    form.setFields(
      CARD_FIELDS.filter((name) => name in changed).map((name) => ({ name, errors: [] as string[] })),
    );

  return { form, pay, busy, clearChanged };
};
