import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useOrderForPayment } from '../api/get-order-for-payment';
import { usePaymentMethods } from '../api/list-payment-methods';

/** The payment step of one order: the order, its method, and where "notify later" leads. */
export const usePaymentStep = (orderId: number) => {
  const order = useOrderForPayment(orderId);
  const methods = usePaymentMethods();
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const data = order.data;
  const method = methods.data?.find((candidate) => candidate.id === data?.payment_method_id) ?? null;

  /** Spec 2: to the thank-you page with the order's token when the shop has one, else to the orders page. */
  const leave = () => {
    setDialogOpen(false);
    void navigate(
      settings.data?.is_thank_you_page === false ? paths.myOrders() : paths.thankYou(data?.order_token),
    );
  };

  return {
    order: data ?? null,
    method,
    loading: order.isPending || methods.isPending,
    failed: order.isError,
    dialogOpen,
    openDialog: () => setDialogOpen(true),
    notifyLater: leave,
    // The transfer report form arrives with the payments issue; until then the buyer reports from their orders.
    notifyPayment: () => {
      setNotifying(true);
      setDialogOpen(false);
      void navigate(paths.myOrders());
    },
    notifying,
  };
};
