import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type PayPalPanelProps = { order: OrderDetail; amountText: string };

/** PayPal (2). Being built. */
export const PayPalPanel = (_props: PayPalPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.payPal.pay')}
    </Button>
  );
};
