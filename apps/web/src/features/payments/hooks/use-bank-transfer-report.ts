import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { ApiError } from '@shop/contract/http/api-client';
import { checkBankTransferReport } from '@shop/domain/validation/bank-transfer-report';
import { messages } from '@shop/domain/validation/messages';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale } from '../../../lib/texts';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useReportBankTransfer } from '../api/report-bank-transfer';
import { useSendPaymentMail } from '../api/send-payment-mail';
import { useStudentProfile } from '../api/get-student-profile';
import { ORDERS_DELAY_MS } from '../lib/after-payment';
import {
  initialTransferValues,
  isTransferField,
  paymentMailBodyOf,
  TRANSFER_FIELDS,
  transferFieldsOf,
  transferReportBodyOf,
  type TransferField,
  type TransferFormValues,
} from '../lib/transfer-form';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';

/**
 * The bank-transfer report (spec 2): the domain's seven checks in order, then POST
 * /private/payment/report; on success the payment mail (best effort) and the thank-you or orders page.
 */
export const useBankTransferReport = (order: OrderDetail) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferFormValues>();
  const settings = useSiteSettings();
  const accounts = useBankAccounts();
  const profile = useStudentProfile();
  const report = useReportBankTransfer();
  const mail = useSendPaymentMail();
  const feedback = usePaymentFeedback();
  const { notifyError } = useNotify();
  const leave = useLeaveAfterPayment();
  const [done, setDone] = useState(false);
  // A report sent while the slip uploads would name no slip: the buyer waits for it instead.
  const [slipUploading, setSlipUploading] = useState(false);
  // The setting's default is 1; until it loads the slip counts as required, as the server will.
  const slipRequired = (settings.data?.slip ?? 1) === 1;
  const accountList = accounts.data ?? [];
  const onlyAccountId = accountList.length === 1 ? (accountList[0]?.id ?? null) : null;
  const contactName = profile.data ? `${profile.data.firstname} ${profile.data.lastname}`.trim() : '';

  const [initialValues] = useState(() =>
    initialTransferValues({
      amountToPay: order.total,
      email: order.email,
      tel: order.tel,
      contactName,
      onlyAccountId,
    }),
  );

  // The profile and accounts may arrive after the form: fill what the buyer has not typed yet.
  useEffect(() => {
    if (contactName && !form.getFieldValue('contact_name')) form.setFieldValue('contact_name', contactName);
  }, [contactName, form]);
  useEffect(() => {
    if (onlyAccountId !== null && !form.getFieldValue('bank_account'))
      form.setFieldValue('bank_account', onlyAccountId);
  }, [onlyAccountId, form]);

  const mark = (errors: readonly { field: TransferField; message: string }[]) =>
    form.setFields([
      ...TRANSFER_FIELDS.map((name) => ({ name, errors: [] as string[] })),
      ...errors.map(({ field, message }) => ({ name: field, errors: [message] })),
    ]);

  const showRefusal = (error: unknown) => {
    const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
    mark(params.flatMap(({ param, message }) => (isTransferField(param) ? [{ field: param, message }] : [])));
    notifyError(error);
  };

  const submit = async () => {
    if (slipUploading) {
      feedback.error(t('payments.transfer.slipStillUploading'));
      return;
    }
    const values = form.getFieldsValue(true) as TransferFormValues;
    const checked = checkBankTransferReport(
      transferFieldsOf(values),
      { orderAmount: order.total, slipRequired },
      messages[currentLocale()],
    );
    mark(checked.failures);
    if (checked.failures.length > 0) feedback.invalidData(checked.failures.map((failure) => failure.message));
    if (checked.blocked) return;
    const body = transferReportBodyOf(order.id, values);
    try {
      const answer = await report.mutateAsync(body);
      setDone(true);
      feedback.success(t('payments.transfer.reported'));
      mail.mutateAsync(paymentMailBodyOf(body)).catch((error: unknown) => {
        console.warn('The payment notification mail was not sent', error);
      });
      leave.toThankYouOrOrders(answer.order_token, ORDERS_DELAY_MS);
    } catch (error) {
      showRefusal(error);
    }
  };

  /** A field the buyer changes loses its error until the next submit. */
  const clearChanged = (changed: Partial<TransferFormValues>) =>
    form.setFields(
      Object.keys(changed)
        .filter(isTransferField)
        .map((name) => ({ name, errors: [] })),
    );

  return {
    form,
    initialValues,
    submit,
    clearChanged,
    submitting: report.isPending || done,
    slipUploading,
    setSlipUploading,
    slipRequired,
    accounts: accountList,
  };
};
