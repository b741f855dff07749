import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

type GbPrimePromptPayPanelProps = { order: OrderDetail; amountText: string };

/** GB Prime Pay PromptPay (12). Being built. */
export const GbPrimePromptPayPanel = (_props: GbPrimePromptPayPanelProps) => {
  const { t } = useTranslation();
  return (
    <Button type="primary" disabled>
      {t('payments.gbPrime.pay')}
    </Button>
  );
};
