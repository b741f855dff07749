import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type PaySolutionsPanelProps = { order: OrderDetail; amountText: string };

/** Pay Solutions (13). Being built. */
export const PaySolutionsPanel = (_props: PaySolutionsPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.paySolutions.pay')}
    </Button>
  );
};
