import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type TwoC2pPanelProps = { order: OrderDetail; amountText: string };

/** 2C2P card (3), installments (10) and QR (15). Being built. */
export const TwoC2pPanel = (_props: TwoC2pPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.twoC2p.pay')}
    </Button>
  );
};
