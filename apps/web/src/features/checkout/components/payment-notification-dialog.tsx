import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type PaymentNotificationDialogProps = {
  open: boolean;
  /** Layout four: no cancel, and the dialog cannot be dismissed. */
  layoutFour: boolean;
  notifying: boolean;
  amountText: string;
  onNotifyLater: () => void;
  onNotifyPayment: () => void;
};

/** Spec 2's payment notification dialog: 'notify later' and 'notify payment' (texts overridable). */
export const PaymentNotificationDialog = (props: PaymentNotificationDialogProps) => {
  const { open, layoutFour, notifying, amountText, onNotifyLater, onNotifyPayment } = props;
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('checkout.paymentNotify.title')}
      closable={!layoutFour}
      mask={{ closable: !layoutFour }}
      keyboard={!layoutFour}
      onCancel={layoutFour ? undefined : onNotifyLater}
      footer={[
        ...(layoutFour
          ? []
          : [
              <Button key="later" onClick={onNotifyLater}>
                {t('checkout.paymentNotify.later')}
              </Button>,
            ]),
        <Button key="notify" type="primary" loading={notifying} onClick={onNotifyPayment}>
          {t('checkout.paymentNotify.notify')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('checkout.paymentNotify.body', { amount: amountText })}</Typography.Paragraph>
    </Modal>
  );
};
