import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type GbPrimeCardPanelProps = { order: OrderDetail; amountText: string };

/** GB Prime Pay card (11). Being built. */
export const GbPrimeCardPanel = (_props: GbPrimeCardPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.gbPrime.pay')}
    </Button>
  );
};
