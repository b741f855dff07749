import { Button, Card } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../hooks/use-checkout';
import type { CheckoutLine } from '../lib/checkout-types';
import { CheckoutTotals } from './checkout-totals';
import { SubmitBlockers } from './submit-blockers';
import '../checkout.css';

type CheckoutSummaryCardProps = { checkout: Checkout; lines: readonly CheckoutLine[]; onSubmit: () => void };

/** The price summary and the order button, disabled by the domain's submit rules, which say why beside it. */
export const CheckoutSummaryCard = ({ checkout, lines, onSubmit }: CheckoutSummaryCardProps) => {
  const { t } = useTranslation();
  const blockersId = useId();
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
        aria-describedby={blockersId}
      >
        {t('checkout.order.submit')}
      </Button>
      <SubmitBlockers id={blockersId} blockers={checkout.submitBlockers} lines={lines} />
    </Card>
  );
};
