import { Alert, App, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { refundOfLines } from '@shop/domain/refunds/refund-amounts';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopMoney } from '../../../lib/admin-format';
import { useRefundOrder } from '../api/refund-order';

type RefundValues = { order_line_ids: number[]; returned_line_ids?: number[]; reason: string };

type RefundDialogProps = { order: AdminOrderDetail; onClose: () => void };

/**
 * Chooses the lines to refund (and which items came back), shows what the buyer gets back,
 * computed by the same rule as the server, and records the refund on confirmation.
 */
export const RefundDialog = ({ order, onClose }: RefundDialogProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const refund = useRefundOrder(order.id);
  const [form] = Form.useForm<RefundValues>();
  // Undefined until the form is connected, whatever its type says.
  const watched = Form.useWatch('order_line_ids', form) as number[] | undefined;
  const chosen = watched ?? [];
  const totals = refundOfLines(
    {
      vat: order.money.vat,
      vatIncluded: order.money.vat_included,
      withholding: order.money.withholding,
      lines: order.lines,
    },
    chosen,
  );
  const amount = formatShopMoney(totals.amount, order.currency);
  const open = order.lines.filter((line) => line.refund_id === null);
  const returnable = open.filter((line) => line.stock_taken > 0 && chosen.includes(line.id));

  const submit = async (values: RefundValues) => {
    try {
      await refund.mutateAsync({
        order_line_ids: values.order_line_ids,
        returned_line_ids: (values.returned_line_ids ?? []).filter((id) =>
          values.order_line_ids.includes(id),
        ),
        reason: values.reason.trim(),
      });
      void message.success(t('admin.orders.refund.done'));
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal
      open
      title={t('admin.orders.refund.title', { id: order.id })}
      okText={t('admin.orders.refund.confirm', { amount })}
      okButtonProps={{ danger: true, loading: refund.isPending, disabled: chosen.length === 0 }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ order_line_ids: [], returned_line_ids: [] }}
      >
        <Form.Item
          name="order_line_ids"
          label={t('admin.orders.refund.pick')}
          rules={[{ required: true, type: 'array', min: 1, message: t('admin.orders.refund.linesRequired') }]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {open.map((line) => (
                <Checkbox key={line.id} value={line.id}>
                  {line.course_title}
                  {line.qty > 1 ? ` × ${String(line.qty)}` : ''} ·{' '}
                  {formatShopMoney(line.refund_amount, order.currency)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        {returnable.length > 0 ? (
          <Form.Item name="returned_line_ids" label={t('admin.orders.refund.returned')}>
            <Checkbox.Group
              options={returnable.map((line) => ({ value: line.id, label: line.course_title }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('admin.orders.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin.orders.refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Typography.Title level={4} aria-live="polite">
          {t('admin.orders.refund.total')}: <span data-testid="refund-total">{amount}</span>
        </Typography.Title>
        <Alert
          type="info"
          showIcon
          title={t('admin.orders.refund.rule')}
          description={t('admin.orders.refund.outside')}
        />
      </Form>
    </Modal>
  );
};
