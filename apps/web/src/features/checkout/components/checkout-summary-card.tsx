import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../hooks/use-checkout';
import type { CheckoutLine } from '../lib/checkout-types';
import { CheckoutTotals } from './checkout-totals';
import '../checkout.css';

type CheckoutSummaryCardProps = { checkout: Checkout; lines: readonly CheckoutLine[]; onSubmit: () => void };

/** The price summary and the order button, disabled by the domain's submit rules. */
export const CheckoutSummaryCard = ({ checkout, lines, onSubmit }: CheckoutSummaryCardProps) => {
  const { t } = useTranslation();
  return (
    <Card className="checkout-summary-card">
      <CheckoutTotals checkout={checkout} lines={lines} />
      <Button
        type="primary"
        size="large"
        block
        disabled={checkout.submitDisabled}
        loading={checkout.creating}
        onClick={onSubmit}
      >
        {t('checkout.order.submit')}
      </Button>
    </Card>
  );
};
