import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type ScbQrPanelProps = { order: OrderDetail; amountText: string };

/** SCB QR (4). Being built. */
export const ScbQrPanel = (_props: ScbQrPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.scbQr.pay')}
    </Button>
  );
};
