import { LockOutlined } from '@ant-design/icons';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PayPalButton } from './paypal-button';

type PayPalModalProps = {
  open: boolean;
  amountText: string;
  busy: boolean;
  onPay: () => void;
  onClose: () => void;
};

/**
 * Spec 2's PayPal modal: titled 'pay with PayPal', and a click on the mask does not close it
 * (spec 2's `maskClosable={false}`, spelled `mask.closable` since Ant Design 6).
 */
export const PayPalModal = ({ open, amountText, busy, onPay, onClose }: PayPalModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payments.payPal.title')}
      footer={null}
      mask={{ closable: false }}
      closable={!busy}
      onCancel={onClose}
      width={420}
    >
      <div className="paypal-modal">
        <Typography.Text strong>{t('payments.payPal.amount', { amount: amountText })}</Typography.Text>
        <Typography.Paragraph>{t('payments.payPal.howItWorks')}</Typography.Paragraph>
        <PayPalButton busy={busy} onClick={onPay} />
        <Typography.Paragraph type="secondary" className="card-form-note">
          <LockOutlined /> {t('payments.payPal.secureNote')}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
};
