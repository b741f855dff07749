import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../hooks/use-notify';
import { useApproveOrder, useRejectOrder } from '../api/review-order';

type ReviewButtonsProps = {
  orderId: number;
  /** A reported transfer goes back to its buyer to report again; a free plan is rejected. */
  isTransfer: boolean;
  onDone?: () => void;
};

/** The reason the buyer reads, asked before an order is rejected. */
const RejectModal = ({
  orderId,
  isTransfer,
  onClose,
  onDone,
}: ReviewButtonsProps & { onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const reject = useRejectOrder();
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await reject.mutateAsync({ orderId, reason: reason.trim() });
      void message.success(
        t(isTransfer ? 'admin.orders.review.sentBack' : 'admin.orders.review.rejected', { id: orderId }),
      );
      onClose();
      onDone?.();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal
      open
      title={t('admin.orders.review.rejectTitle', { id: orderId })}
      okText={t('admin.orders.review.reject')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(isTransfer ? 'admin.orders.review.rejectTransferHint' : 'admin.orders.review.rejectFreePlanHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('admin.orders.review.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('admin.orders.review.rejectReasonRequired') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Approve (after a confirmation) or reject (with a reason) an order waiting for review. */
export const ReviewButtons = ({ orderId, isTransfer, onDone }: ReviewButtonsProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const approve = useApproveOrder();
  const [isRejecting, setRejecting] = useState(false);

  const onApprove = async () => {
    try {
      await approve.mutateAsync(orderId);
      void message.success(t('admin.orders.review.approved', { id: orderId }));
      onDone?.();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Space wrap>
      <Popconfirm
        title={t('admin.orders.review.approveTitle', { id: orderId })}
        description={t('admin.orders.review.approveText')}
        okText={t('admin.orders.review.approve')}
        cancelText={t('admin.confirm.cancel')}
        onConfirm={() => void onApprove()}
      >
        <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending}>
          {t('admin.orders.review.approve')}
        </Button>
      </Popconfirm>
      <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
        {t('admin.orders.review.reject')}
      </Button>
      {isRejecting ? (
        <RejectModal
          orderId={orderId}
          isTransfer={isTransfer}
          onClose={() => setRejecting(false)}
          {...(onDone ? { onDone } : {})}
        />
      ) : null}
    </Space>
  );
};
