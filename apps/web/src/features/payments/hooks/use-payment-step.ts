import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderState } from '@shop/domain/orders/order-states';
import { orderPaymentView } from '@shop/domain/payments/order-payment-view';
import { useOrderForPayment } from '../api/get-order-for-payment';
import { usePaymentMethods } from '../api/list-payment-methods';
import { rememberCurrentOrder } from '../lib/current-order';
import { paymentPanelOf } from '../lib/payment-panel';
import { useLeaveAfterPayment } from './use-leave-after-payment';

/**
 * The payment step of one order: the order, its method and panel, the notification dialog, and
 * where 'notify later' leads. The order is remembered as the tab's current order for the return screen.
 */
export const usePaymentStep = (orderId: number) => {
  const order = useOrderForPayment(orderId);
  const methods = usePaymentMethods();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { notifyLaterPath } = useLeaveAfterPayment();
  const [dialogOpen, setDialogOpen] = useState(false);
  const data = order.data ?? null;
  // The status the step opened with (read fresh, not from an older visit's cache) decides what it
  // shows: a payment made here moves the order on, and the panel that made it must stay to finish.
  const [openedStatus, setOpenedStatus] = useState<OrderState | null>(null);
  // An earlier payment whose outcome the shop does not know yet: no form to pay again, but the
  // return screen, which asks the provider and shows the answer.
  const [paymentInFlight, setPaymentInFlight] = useState<number | null>(null);
  if (data && !order.isFetching && openedStatus === null) {
    setOpenedStatus(data.payment_status);
    const view = orderPaymentView(data);
    setPaymentInFlight(view.kind === 'outcomeUnknown' ? view.attemptId : null);
  }
  const methodId = data?.payment_method_id ?? null;
  const method = methods.data?.find((candidate) => candidate.id === methodId) ?? null;
  const panel = paymentPanelOf(methodId, methods.data?.map((candidate) => candidate.id) ?? []);

  useEffect(() => {
    rememberCurrentOrder(orderId);
  }, [orderId]);

  /** Spec 2: to the thank-you page with the order's token when the shop has one, else to the orders page. */
  const notifyLater = () => {
    setDialogOpen(false);
    void navigate(notifyLaterPath(data?.order_token ?? null));
  };

  const methodName = method
    ? i18n.language === 'en'
      ? method.name_web
      : method.name
    : (data?.payment_method?.name ?? '');

  return {
    order: data,
    openedStatus,
    /** The attempt being checked when the step opened, if any: the buyer watches it instead of paying. */
    paymentInFlight,
    panel,
    methodName,
    loading: order.isPending || methods.isPending || (data !== null && openedStatus === null),
    failed: order.isError,
    /** The method list did not load: say so, instead of calling the order's method unavailable. */
    methodsFailed: methods.isError,
    retryMethods: () => void methods.refetch(),
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    notifyLater,
  };
};
