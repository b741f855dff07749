import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/domain/money/format-money';
import { Button } from '../../../components/ui/button';
import { currentLocale } from '../../../lib/texts';
import type { Checkout } from '../hooks/use-checkout';
import { SUBMIT_BLOCKERS_ID } from './checkout-summary-card';
import '../checkout.css';

type CheckoutStickyBarProps = { checkout: Checkout; onSubmit: () => void };

/**
 * On a phone, the total and the order button kept at the bottom of the screen: the summary card
 * sits below every option of the cart (at y=1,674 of a 2,417 px page), out of a thumb's reach.
 * Wider screens have the summary beside the cart and hide this bar (checkout.css).
 */
export const CheckoutStickyBar = ({ checkout, onSubmit }: CheckoutStickyBarProps) => {
  const { t } = useTranslation();
  const { priced } = checkout;
  return (
    <div className="checkout-sticky-bar" role="region" aria-label={t('checkout.order.stickyBar')}>
      <div className="checkout-sticky-total">
        <span>{t('checkout.summary.total')}</span>
        <strong>{priced ? formatMoney(priced.total, priced.currency, currentLocale()) : '—'}</strong>
      </div>
      <Button
        variant="primary"
        size="large"
        disabled={checkout.submitDisabled}
        loading={checkout.creating}
        onClick={onSubmit}
        aria-describedby={SUBMIT_BLOCKERS_ID}
      >
        {t('checkout.order.submit')}
      </Button>
    </div>
  );
};
