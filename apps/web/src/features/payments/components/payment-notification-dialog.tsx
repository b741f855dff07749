import { Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PaymentNotificationDialogProps = {
  open: boolean;
  /** Layout four: no 'notify later', and the dialog cannot be dismissed. */
  layoutFour: boolean;
  notifying: boolean;
  /** Something the report needs is still on its way (the slip): 'notify payment' waits for it. */
  waiting: boolean;
  amountText: string;
  onNotifyLater: () => void;
  onNotifyPayment: () => void;
  /** The embedded bank-transfer form. */
  children: ReactNode;
};

/**
 * Spec 2's payment notification dialog. Its title and both buttons are the shop's custom texts
 * when set (`payments.notifyDialog.title`, `.later`, `.notify`), else 'แจ้งชำระเงิน' and friends.
 */
export const PaymentNotificationDialog = (props: PaymentNotificationDialogProps) => {
  const { open, layoutFour, notifying, waiting, amountText, onNotifyLater, onNotifyPayment, children } =
    props;
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payments.notifyDialog.title')}
      closable={!layoutFour}
      mask={{ closable: !layoutFour }}
      keyboard={!layoutFour}
      onCancel={layoutFour ? undefined : onNotifyLater}
      forceRender
      footer={[
        ...(layoutFour
          ? []
          : [
              <Button key="later" onClick={onNotifyLater} disabled={notifying}>
                {t('payments.notifyDialog.later')}
              </Button>,
            ]),
        <Button key="notify" type="primary" loading={notifying} disabled={waiting} onClick={onNotifyPayment}>
          {t('payments.notifyDialog.notify')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('payments.notifyDialog.body', { amount: amountText })}</Typography.Paragraph>
      {children}
    </Modal>
  );
};
