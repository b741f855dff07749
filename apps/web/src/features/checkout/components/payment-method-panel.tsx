import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { BankAccounts } from './bank-accounts';

/** Methods with a payment panel (spec 2); ids 5, 6, 7 and 14 have none. */
const PANEL_IDS = [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15] as const;
type PanelId = (typeof PANEL_IDS)[number];

const isPanelId = (id: number): id is PanelId => (PANEL_IDS as readonly number[]).includes(id);

type PaymentMethodPanelProps = {
  method: PublicPaymentMethod | null;
  amountText: string;
  onNotifyPayment: () => void;
};

/**
 * The panel of the order's payment method: which method, the amount, and what happens next. The
 * providers' own flows (card forms, QR codes, redirects) arrive with the payments issue.
 */
export const PaymentMethodPanel = ({ method, amountText, onNotifyPayment }: PaymentMethodPanelProps) => {
  const { t, i18n } = useTranslation();
  if (!method || !isPanelId(method.id))
    return <Typography.Paragraph>{t('checkout.paymentStep.noPanel')}</Typography.Paragraph>;
  const id = method.id;
  return (
    <Card
      title={i18n.language === 'en' ? method.name_web : method.name}
      className="payment-method-panel"
      data-method-id={id}
    >
      <Typography.Paragraph>
        {t('checkout.paymentStep.amountLine', { amount: amountText })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t(`checkout.paymentStep.method${String(id) as `${PanelId}`}`)}
      </Typography.Paragraph>
      {id === 1 && (
        <>
          <BankAccounts accounts={method.bankList} />
          <Button type="primary" onClick={onNotifyPayment}>
            {t('checkout.paymentNotify.notify')}
          </Button>
        </>
      )}
      {id !== 1 && (
        <Typography.Paragraph type="secondary">{t('checkout.paymentStep.comingSoon')}</Typography.Paragraph>
      )}
    </Card>
  );
};
