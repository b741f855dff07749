import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useDeleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/list-my-orders';
import { useReportPurchases } from '../api/report-purchases';

/** The student's orders and deleting an unpaid one after a confirmation. */
export const useMyOrdersPage = () => {
  const orders = useMyOrders();
  useReportPurchases((orders.data ?? []).some((order) => order.payment_status === 'approved'));
  const remove = useDeleteOrder();
  const { modal } = App.useApp();
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();

  const confirmDelete = (orderId: number) =>
    void modal.confirm({
      title: t('checkout.orders.deleteTitle', { id: orderId }),
      content: t('checkout.orders.deleteBody'),
      okText: t('checkout.orders.delete'),
      okButtonProps: { danger: true },
      cancelText: t('checkout.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(orderId);
          notifyKind('success', t('checkout.orders.deleted', { id: orderId }));
        } catch (error) {
          notifyError(error);
        }
      },
    });

  return {
    orders: orders.data ?? [],
    loading: orders.isPending,
    failed: orders.isError,
    confirmDelete,
  };
};
