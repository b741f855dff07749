import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { Checkout } from '../hooks/use-checkout';
import type { CheckoutLine } from '../lib/checkout-types';
import { CheckoutTotals } from './checkout-totals';
import { SubmitBlockers } from './submit-blockers';
import '../checkout.css';

/** One cart per page: the phone's order bar points at the same reasons as the card's button. */
export const SUBMIT_BLOCKERS_ID = 'checkout-submit-blockers';

type CheckoutSummaryCardProps = { checkout: Checkout; lines: readonly CheckoutLine[]; onSubmit: () => void };

/**
 * The price summary and the order button, disabled by the domain's submit rules, which say why
 * beside it. On a phone the button is the order bar's (`CheckoutStickyBar`) instead, so there is
 * one order button on every screen.
 */
export const CheckoutSummaryCard = ({ checkout, lines, onSubmit }: CheckoutSummaryCardProps) => {
  const { t } = useTranslation();
  return (
    <div className="checkout-summary-card">
      <CheckoutTotals checkout={checkout} lines={lines} />
      <Button
        variant="primary"
        size="large"
        block
        className="checkout-summary-submit"
        disabled={checkout.submitDisabled}
        loading={checkout.creating}
        onClick={onSubmit}
        aria-describedby={SUBMIT_BLOCKERS_ID}
      >
        {t('checkout.order.submit')}
      </Button>
      <SubmitBlockers id={SUBMIT_BLOCKERS_ID} blockers={checkout.submitBlockers} lines={lines} />
    </div>
  );
};
