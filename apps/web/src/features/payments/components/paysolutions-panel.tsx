import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { usePaySolutionsPayment } from '../hooks/use-paysolutions-payment';
import { PaySolutionsForm } from './paysolutions-form';

type PaySolutionsPanelProps = { order: OrderDetail; amountText: string };

/**
 * Method 13: the pay button starts an attempt on the server and posts its form to Pay Solutions'
 * page. The buyer comes back to the payment return screen, which asks the server to check.
 */
export const PaySolutionsPanel = ({ order, amountText }: PaySolutionsPanelProps) => {
  const { t } = useTranslation();
  const payment = usePaySolutionsPayment(order);
  return (
    <>
      <Typography.Paragraph>{t('payments.paySolutions.intro')}</Typography.Paragraph>
      <Button type="primary" loading={payment.busy} onClick={() => void payment.pay()}>
        {t('payments.paySolutions.pay', { amount: amountText })}
      </Button>
      {payment.leaving && (
        <Typography.Paragraph type="secondary" className="paysolutions-leaving" role="status">
          {t('payments.paySolutions.leaving')}
        </Typography.Paragraph>
      )}
      {payment.form && <PaySolutionsForm form={payment.form} />}
    </>
  );
};
